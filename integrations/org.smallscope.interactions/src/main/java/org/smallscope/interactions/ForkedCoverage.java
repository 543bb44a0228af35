package org.smallscope.interactions;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

/**
 * Runs the suite under configurations in a forked JVM ({@link ConfigurationLauncher}), each configuration in its own
 * class loader: one JVM that serves every batch of the search, or one JVM per configuration; reads back the covered lines.
 */
public final class ForkedCoverage implements CoverageSource, AutoCloseable {

    private static final String MESSAGE = "smallscope interactions: ";

    private final OptionSpace space;
    private final List<String> arguments;
    private final boolean jvmPerConfiguration;
    private final Path work;
    private int forks;
    private int batch;
    private Process server;
    private PrintWriter requests;
    private BufferedReader answers;

    /**
     * @param classPath the user's class path (program and tests)
     * @param jvmPerConfiguration one JVM per configuration instead of one for the whole search
     */
    public ForkedCoverage(OptionSpace space, String program, List<String> tests, String classPath, boolean jvmPerConfiguration)
            throws IOException {
        this.space = space;
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        this.arguments = List.of(java, "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                ConfigurationLauncher.class.getName(), program, String.join(",", tests), classPath);
        this.jvmPerConfiguration = jvmPerConfiguration;
        this.work = Files.createTempDirectory("smallscope-interactions");
    }

    /** @return how many JVMs were forked */
    public int forks() {
        return forks;
    }

    @Override
    public Map<Configuration, Set<Location>> run(List<Configuration> configurations) throws Exception {
        Map<Configuration, Set<Location>> result = new LinkedHashMap<>();
        int size = jvmPerConfiguration ? 1 : Math.max(1, configurations.size());
        for (int from = 0; from < configurations.size(); from += size) {
            result.putAll(batch(configurations.subList(from, Math.min(configurations.size(), from + size))));
        }
        return result;
    }

    private Map<Configuration, Set<Location>> batch(List<Configuration> configurations) throws IOException, InterruptedException {
        batch++;
        Path input = work.resolve("configurations-" + batch + ".tsv");
        Path output = work.resolve("coverage-" + batch + ".txt");
        List<String> lines = new ArrayList<>();
        StringJoiner header = new StringJoiner("\t");
        space.options().forEach(o -> header.add(o.name()));
        lines.add(header.toString());
        for (Configuration c : configurations) {
            lines.add(String.join("\t", space.describe(c).values()));
        }
        Files.write(input, lines, StandardCharsets.UTF_8);
        if (jvmPerConfiguration) {
            once(input, output);
        } else {
            served(input, output);
        }
        Map<Configuration, Set<Location>> result = read(configurations, output);
        Files.deleteIfExists(input);
        Files.deleteIfExists(output);
        return result;
    }

    private void once(Path input, Path output) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(arguments);
        command.addAll(List.of(input.toString(), output.toString()));
        Path log = work.resolve("fork-" + batch + ".log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        forks++;
        int status = process.waitFor();
        if (status != 0) {
            throw failure("exit " + status, log);
        }
        Files.deleteIfExists(log);
    }

    private void served(Path input, Path output) throws IOException, InterruptedException {
        Path log = work.resolve("server.log");
        if (server == null) {
            server = new ProcessBuilder(arguments).redirectError(log.toFile()).start();
            forks++;
            requests = new PrintWriter(server.getOutputStream(), true, StandardCharsets.UTF_8);
            answers = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        }
        requests.println(input + "\t" + output);
        String answer = answers.readLine();
        if (answer == null) {
            int status = server.waitFor();
            server = null;
            throw failure("exit " + status, log);
        }
        if (answer.startsWith("error ")) {
            throw new IllegalArgumentException(answer.substring("error ".length()));
        }
    }

    private static IllegalStateException failure(String what, Path log) throws IOException {
        List<String> logged = Files.exists(log) ? Files.readAllLines(log, StandardCharsets.UTF_8) : List.of();
        String last = logged.stream().filter(l -> l.startsWith(MESSAGE)).reduce((a, b) -> b).map(l -> l.substring(MESSAGE.length()))
                .orElse(String.join("\n", logged.subList(Math.max(0, logged.size() - 15), logged.size())));
        return new IllegalStateException("the configuration run failed (" + what + "): " + last);
    }

    private static Map<Configuration, Set<Location>> read(List<Configuration> configurations, Path output) throws IOException {
        Map<Configuration, Set<Location>> result = new LinkedHashMap<>();
        Set<Location> current = null;
        for (String line : Files.readAllLines(output, StandardCharsets.UTF_8)) {
            if (line.startsWith("config ")) {
                current = new HashSet<>();
                result.put(configurations.get(Integer.parseInt(line.split(" ")[1])), current);
            } else if (line.startsWith("lines\t") && current != null) {
                String[] parts = line.split("\t", -1);
                if (!parts[3].isEmpty()) {
                    for (String n : parts[3].split(",")) {
                        current.add(new Location(parts[1], parts[2], Integer.parseInt(n)));
                    }
                }
            }
        }
        return result;
    }

    /** Ends the serving JVM (it exits when its stdin ends) and removes the work directory. */
    @Override
    public void close() throws IOException, InterruptedException {
        if (server != null) {
            requests.close();
            if (!server.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
                server.destroy();
            }
            server = null;
        }
        try (var files = Files.list(work)) {
            for (Path f : files.toList()) {
                Files.deleteIfExists(f);
            }
        }
        Files.deleteIfExists(work);
    }
}
