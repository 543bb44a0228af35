package org.smallscope.engine.internal;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The finitized fields whose reads the instrumentation reports, with their ids, and the classes
 * that carry the synthetic recorder fields. Field references are resolved like the JVM does, on
 * classes loaded without instrumentation.
 */
public final class MonitoredFields {

    /** Prefix of every field and method the instrumentation adds to user classes. */
    public static final String ENGINE_PREFIX = "__ss$";
    /** Name of the synthetic field holding the candidate's access recorder. */
    public static final String RECORDER_FIELD = "__ss$rec";
    /** Name of the synthetic field holding an object's field-id to slot map. */
    public static final String SLOTS_FIELD = "__ss$slots";
    /** Name of the synthetic field that marks an object of a candidate: its heap's {@code RepOkWatch}, null in other objects. */
    public static final String CANDIDATE_FIELD = org.smallscope.engine.runtime.RepOkWatch.CANDIDATE_FIELD;
    /** Prefix of the synthetic boolean field generated for each monitored field: set while its next read must be reported. */
    public static final String ARMED_PREFIX = "__ss$a$";
    /** Prefix of the synthetic static accessor generated for each monitored field. */
    public static final String ACCESSOR_PREFIX = "__ss$r$";

    /**
     * @return the instance fields of {@code c} and its superclasses that belong to the user's object (neither static nor
     *         synthetic nor added by the instrumentation), superclass fields first
     */
    public static java.util.List<Field> userInstanceFields(Class<?> c) {
        java.util.List<Field> fields = new java.util.ArrayList<>();
        if (c == null || c == Object.class) {
            return fields;
        }
        fields.addAll(userInstanceFields(c.getSuperclass()));
        for (Field f : c.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers()) && !f.isSynthetic() && !f.getName().startsWith(ENGINE_PREFIX)) {
                fields.add(f);
            }
        }
        return fields;
    }

    /** A monitored field: its declaring class, name, descriptor and id. */
    public record Monitored(String declaringClass, String name, String descriptor, int id) {
    }

    private final ClassLoader plainLoader;
    private final Map<String, Map<String, Monitored>> byDeclaringClass = new LinkedHashMap<>();
    private final Map<String, String> carrierOf = new HashMap<>();
    private final Map<String, Optional<Monitored>> resolved = new HashMap<>();

    /** @param plainLoader a loader of the subject's classes without instrumentation, for hierarchy queries */
    public MonitoredFields(ClassLoader plainLoader) {
        this.plainLoader = plainLoader;
    }

    /** Adds a field to monitor (idempotent); returns its id. */
    public int add(Field field) {
        String owner = internalName(field.getDeclaringClass());
        Map<String, Monitored> fields = byDeclaringClass.computeIfAbsent(owner, k -> new LinkedHashMap<>());
        Monitored existing = fields.get(field.getName());
        if (existing != null) {
            return existing.id();
        }
        int id = count();
        fields.put(field.getName(), new Monitored(owner, field.getName(), descriptor(field.getType()), id));
        resolved.clear();
        carrierOf.clear();
        return id;
    }

    /** @return how many fields are monitored */
    public int count() {
        return byDeclaringClass.values().stream().mapToInt(Map::size).sum();
    }

    /** @return the monitored fields declared by {@code internalName}, by name */
    public Map<String, Monitored> declaredBy(String internalName) {
        return byDeclaringClass.getOrDefault(internalName, Map.of());
    }

    /**
     * @return the class (internal name) that carries the recorder fields for objects of
     *         {@code cls}: the topmost superclass of it that declares a monitored field
     */
    public String carrierOf(Class<?> cls) {
        String top = null;
        for (Class<?> c = cls; c != null; c = c.getSuperclass()) {
            if (byDeclaringClass.containsKey(internalName(c))) {
                top = internalName(c);
            }
        }
        return top;
    }

    /** @return whether {@code internalName} must declare the synthetic recorder fields */
    public boolean isCarrier(String internalName) {
        return carrierOfDeclaring(internalName).equals(internalName);
    }

    /** @return the carrier class of a class declaring monitored fields */
    public String carrierOfDeclaring(String declaringInternalName) {
        if (!byDeclaringClass.containsKey(declaringInternalName)) {
            return "";
        }
        return carrierOf.computeIfAbsent(declaringInternalName, name -> {
            try {
                return carrierOf(Class.forName(name.replace('/', '.'), false, plainLoader));
            } catch (ClassNotFoundException | LinkageError e) {
                return name;
            }
        });
    }

    /** Resolves a {@code GETFIELD owner.name} to the monitored field it reads, if any. */
    public Optional<Monitored> resolve(String ownerInternalName, String name) {
        if (ownerInternalName.startsWith("java/") || ownerInternalName.startsWith("[")) {
            return Optional.empty();
        }
        String key = ownerInternalName + '.' + name;
        Optional<Monitored> hit = resolved.get(key);
        if (hit == null) {
            hit = lookUp(ownerInternalName, name);
            resolved.put(key, hit);
        }
        return hit;
    }

    private Optional<Monitored> lookUp(String ownerInternalName, String name) {
        Map<String, Monitored> direct = byDeclaringClass.get(ownerInternalName);
        if (direct != null && direct.containsKey(name)) {
            return Optional.of(direct.get(name));
        }
        try {
            Class<?> c = Class.forName(ownerInternalName.replace('/', '.'), false, plainLoader);
            for (; c != null; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (f.getName().equals(name) && !Modifier.isStatic(f.getModifiers())) {
                        Map<String, Monitored> fields = byDeclaringClass.get(internalName(c));
                        return Optional.ofNullable(fields == null ? null : fields.get(name));
                    }
                }
            }
        } catch (ClassNotFoundException | LinkageError e) {
            // an owner we cannot see cannot declare a finitized field
        }
        return Optional.empty();
    }

    /** @return the JVM internal name of {@code c} */
    public static String internalName(Class<?> c) {
        return c.getName().replace('.', '/');
    }

    /** @return the JVM descriptor of {@code type} */
    public static String descriptor(Class<?> type) {
        return org.objectweb.asm.Type.getDescriptor(type);
    }
}
