package org.smallscope.cli.registry;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.ServiceLoader.Provider;
import java.util.TreeMap;

import org.smallscope.cli.output.Streams;

import picocli.CommandLine.Command;

/**
 * The commands of the command line: every {@link SmallscopeSubcommand} on the class path (by name, in class path order),
 * and the commands of the optional modules ({@value #OPTIONAL}) that are not on it.
 */
public final class CommandRegistry {

    /** The table of the optional modules' commands: {@code name=module directory}, read by the launcher too. */
    public static final String OPTIONAL = "optional-commands.properties";

    private final Map<String, Provider<SmallscopeSubcommand>> commands;
    private final Map<String, String> notInstalled;

    private CommandRegistry(Map<String, Provider<SmallscopeSubcommand>> commands, Map<String, String> notInstalled) {
        this.commands = commands;
        this.notInstalled = notInstalled;
    }

    /**
     * @return the commands the class loader of this class finds
     * @throws IllegalStateException when a registered class is not a named picocli command, cannot be made, or two share a name
     */
    public static CommandRegistry load() {
        Map<String, Provider<SmallscopeSubcommand>> found = new LinkedHashMap<>();
        try {
            ServiceLoader.load(SmallscopeSubcommand.class, CommandRegistry.class.getClassLoader()).stream().forEach(p -> {
                String name = name(p.type());
                Provider<SmallscopeSubcommand> other = found.putIfAbsent(name, p);
                if (other != null && other.type() != p.type()) {
                    throw new IllegalStateException("two commands are named '" + name + "': " + other.type().getName() + " and "
                            + p.type().getName() + " (META-INF/services/" + SmallscopeSubcommand.class.getName() + ")");
                }
            });
        } catch (ServiceConfigurationError e) {
            throw new IllegalStateException("a command registered in META-INF/services/" + SmallscopeSubcommand.class.getName()
                    + " cannot be loaded: " + e.getMessage(), e);
        }
        Map<String, String> missing = new TreeMap<>(optionalModules());
        missing.keySet().removeAll(found.keySet());
        return new CommandRegistry(Collections.unmodifiableMap(found), Collections.unmodifiableMap(missing));
    }

    /**
     * @return the first command named {@code name} on the class path, made without loading the registrations after it (a
     *         run builds only the command it names), or null when there is none
     */
    public static SmallscopeSubcommand find(String name) {
        try {
            return ServiceLoader.load(SmallscopeSubcommand.class, CommandRegistry.class.getClassLoader()).stream()
                    .filter(p -> name(p.type()).equals(name)).findFirst().map(Provider::get).orElse(null);
        } catch (ServiceConfigurationError e) {
            throw new IllegalStateException("a command registered in META-INF/services/" + SmallscopeSubcommand.class.getName()
                    + " cannot be loaded: " + e.getMessage(), e);
        }
    }

    /** @return the command's name: its {@code @Command} name */
    private static String name(Class<?> type) {
        Command command = type.getAnnotation(Command.class);
        if (command == null || command.name().isEmpty() || command.name().equals("<main class>")) {
            throw new IllegalStateException(type.getName() + " is registered as a command (META-INF/services/"
                    + SmallscopeSubcommand.class.getName() + ") but has no @Command(name = ...)");
        }
        return command.name();
    }

    /** @return the optional modules' commands and their module directories, from {@value #OPTIONAL} */
    static Map<String, String> optionalModules() {
        Properties table = new Properties();
        try (InputStream in = CommandRegistry.class.getResourceAsStream(OPTIONAL)) {
            if (in == null) {
                throw new IllegalStateException(OPTIONAL + " is missing from the command line's jar");
            }
            table.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> modules = new TreeMap<>();
        table.forEach((name, module) -> modules.put(name.toString(), module.toString()));
        return modules;
    }

    /** @return the names of the commands on the class path, in class path order */
    public Iterable<String> names() {
        return commands.keySet();
    }

    /** @return whether a command of this name is on the class path */
    public boolean has(String name) {
        return commands.containsKey(name);
    }

    /** @return a new command object of the command {@code name} (which {@link #has}) writing to {@code streams} */
    public Object create(String name, Streams streams) {
        return commands.get(name).get().command(streams);
    }

    /** @return the optional modules' commands that are not on the class path, with their module directories */
    public Map<String, String> notInstalled() {
        return notInstalled;
    }
}
