package org.smallscope.interactions;

import java.io.IOException;
import java.io.Reader;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.smallscope.api.config.Option;

/**
 * The options of a program: its static fields annotated with {@link Option}, and the entries of an options file
 * ({@code z=0,1,2,3,4}, naming static fields of the program), the file winning for a field both declare.
 */
public final class ProgramOptions {

    private ProgramOptions() {
    }

    /**
     * @param program the program class (need not be initialized)
     * @param optionsFile an options file, or null
     * @throws IllegalArgumentException naming the field when an option has no values, a bad type or is not static
     */
    public static OptionSpace of(Class<?> program, Path optionsFile) throws IOException {
        Map<String, OptionDomain> options = new LinkedHashMap<>();
        for (Field f : program.getDeclaredFields()) {
            Option option = f.getAnnotation(Option.class);
            if (option != null) {
                options.put(f.getName(), domain(f, Arrays.asList(option.values()), "@Option"));
            }
        }
        if (optionsFile != null) {
            Properties properties = new Properties();
            try (Reader in = Files.newBufferedReader(optionsFile, StandardCharsets.UTF_8)) {
                properties.load(in);
            }
            for (String name : new java.util.TreeSet<>(properties.stringPropertyNames())) {
                Field f;
                try {
                    f = program.getDeclaredField(name);
                } catch (NoSuchFieldException e) {
                    throw new IllegalArgumentException("option " + name + " in " + optionsFile + ": no field " + name + " in "
                            + program.getName());
                }
                List<String> values = new ArrayList<>();
                for (String v : properties.getProperty(name).split(",")) {
                    if (!v.isBlank()) {
                        values.add(v.trim());
                    }
                }
                options.put(name, domain(f, values, optionsFile.getFileName().toString()));
            }
        }
        if (options.isEmpty()) {
            throw new IllegalArgumentException("no options in " + program.getName()
                    + ": annotate static fields with @Option (org.smallscope.api.config) or give --options");
        }
        return new OptionSpace(List.copyOf(options.values()));
    }

    private static OptionDomain domain(Field f, List<String> given, String from) {
        String where = f.getDeclaringClass().getName() + "." + f.getName();
        if (!Modifier.isStatic(f.getModifiers()) || Modifier.isFinal(f.getModifiers())) {
            throw new IllegalArgumentException("option field " + where + " (" + from + ") must be static and not final");
        }
        String kind = OptionValues.kind(f.getType());
        if (kind == null) {
            throw new IllegalArgumentException("option field " + where + " has type " + f.getType().getSimpleName()
                    + "; options are boolean, enum, int, long or String");
        }
        List<String> values = new ArrayList<>();
        if (!given.isEmpty()) {
            for (String v : given) {
                String canonical = OptionValues.canonical(kind, v);
                OptionValues.parse(f, canonical);
                values.add(canonical);
            }
        } else if ("boolean".equals(kind)) {
            values.addAll(List.of("0", "1"));
        } else if ("enum".equals(kind)) {
            for (Object constant : f.getType().getEnumConstants()) {
                values.add(((Enum<?>) constant).name());
            }
        } else {
            throw new IllegalArgumentException("option field " + where + " (" + kind + ") has no values: give @Option(values = {...}) "
                    + "or list it in --options");
        }
        return new OptionDomain(f.getName(), kind, values);
    }
}
