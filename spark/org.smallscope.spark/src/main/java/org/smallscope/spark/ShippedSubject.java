package org.smallscope.spark;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.door.Batches;
import org.smallscope.engine.door.LoadedSubject;

import java.io.Serializable;
import java.net.URL;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A subject as it travels to Spark executors: class name, finitization and arguments, with the class files it needs;
 * each executor JVM loads it once (keyed by a digest of all that) and keeps a pool of {@link Batches.Worker}s for its tasks.
 */
final class ShippedSubject implements Serializable {

    private static final long serialVersionUID = 1L;
    /** Subjects loaded in this JVM, the most recently used last (a few, for executors that serve several runs). */
    private static final Map<String, Loaded> LOADED = new LinkedHashMap<>(8, 0.75f, true);
    private static final int KEPT = 4;

    private final String className;
    private final String finitization;
    private final int[] args;
    private final HashMap<String, byte[]> classFiles;
    private final String id;

    private ShippedSubject(String className, String finitization, int[] args, HashMap<String, byte[]> classFiles) {
        this.className = className;
        this.finitization = finitization;
        this.args = args.clone();
        this.classFiles = classFiles;
        this.id = digest(className, finitization, args, classFiles);
    }

    /** @return the subject of {@code request}, with the class files its source gives for it */
    static ShippedSubject of(Batches.Request request) {
        return new ShippedSubject(request.className(), request.finitization(), request.args(),
                new HashMap<>(ClassFileBundle.collect(request.classes(), request.className())));
    }

    /** @return how many class files travel with the subject */
    int classFileCount() {
        return classFiles.size();
    }

    /** @return a worker of this subject, loading the subject in this JVM on first use */
    Batches.Worker borrowWorker() {
        Loaded loaded;
        synchronized (LOADED) {
            loaded = LOADED.get(id);
            if (loaded == null) {
                loaded = new Loaded(LoadedSubject.load(className, finitization, args, source()));
                LOADED.put(id, loaded);
                if (LOADED.size() > KEPT) {
                    LOADED.remove(LOADED.keySet().iterator().next());
                }
            }
            return loaded.borrow();
        }
    }

    /** Gives back a worker that may run further batches. */
    void giveBack(Batches.Worker worker) {
        synchronized (LOADED) {
            Loaded loaded = LOADED.get(id);
            if (loaded != null) {
                loaded.idle.push(worker);
            }
        }
    }

    /** Class files travelled with the subject, else those of the executor's class path (spark-submit's jars). */
    private ClassFileSource source() {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        ClassFileSource executorSide = ClassFileSource.of(context != null ? context : ShippedSubject.class.getClassLoader());
        return new ClassFileSource() {
            @Override
            public byte[] read(String binaryName) {
                byte[] bytes = classFiles.get(binaryName);
                return bytes != null ? bytes : executorSide.read(binaryName);
            }

            @Override
            public URL resource(String name) {
                return executorSide.resource(name);
            }
        };
    }

    private static String digest(String className, String finitization, int[] args, Map<String, byte[]> classFiles) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update((className + "|" + finitization + "|" + Arrays.toString(args)).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            classFiles.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> {
                md.update(e.getKey().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                md.update(e.getValue());
            });
            return java.util.HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    /** A subject loaded in this JVM and its idle workers (one heap each). */
    private static final class Loaded {
        final LoadedSubject subject;
        final Deque<Batches.Worker> idle = new ArrayDeque<>();

        Loaded(LoadedSubject subject) {
            this.subject = subject;
        }

        Batches.Worker borrow() {
            Batches.Worker w = idle.poll();
            return w != null ? w : new Batches.Worker(subject);
        }
    }
}
