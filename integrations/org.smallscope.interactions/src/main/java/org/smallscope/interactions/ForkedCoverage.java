package org.smallscope.interactions;

import java.io.IOException;
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
 * Runs the suite under configurations in forked JVMs ({@link ConfigurationLauncher}): a batch of configurations per
 * JVM, each in its own class loader, or one JVM per configuration; reads back the covered lines.
 */
public final class ForkedCoverage implements CoverageSource {

    private final OptionSpace space;
    private final String program;
    private final List<String> tests;
    private final String classPath;
    private final boolean jvmPerConfiguration;
    private final Path work;
    private int forks;
    private int batch;

    /**
     * @param classPath the user's class path (program and tests)
     * @param jvmPerConfiguration one JVM per configuration instead of one per batch
     */
    public ForkedCoverage(OptionSpace space, String program, List<String> tests, String classPath, boolean jvmPerConfiguration)
            throws IOException {
        this.space = space;
        this.program = program;
        this.tests = List.copyOf(tests);
        this.classPath = classPath;
        this.jvmPerConfiguration = jvmPerConfiguration;
        this.work = Files.createTempDirectory("smallscope-interactions");
        work.toFile().deleteOnExit();
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
            List<Configuration> part = configurations.subList(from, Math.min(configurations.size(), from + size));
            result.putAll(fork(part));
        }
        return result;
    }

    private Map<Configuration, Set<Location>> fork(List<Configuration> configurations) throws IOException, InterruptedException {
        batch++;
        Path input = work.resolve("configurations-" + batch + ".tsv");
        Path output = work.resolve("coverage-" + batch + ".txt");
        Path log = work.resolve("fork-" + batch + ".log");
        List<String> lines = new ArrayList<>();
        StringJoiner header = new StringJoiner("\t");
        space.options().forEach(o -> header.add(o.name()));
        lines.add(header.toString());
        for (Configuration c : configurations) {
            lines.add(String.join("\t", space.describe(c).values()));
        }
        Files.write(input, lines, StandardCharsets.UTF_8);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                ConfigurationLauncher.class.getName(), program, String.join(",", tests), classPath, input.toString(), output.toString());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        forks++;
        int status = process.waitFor();
        if (status != 0) {
            List<String> logged = Files.readAllLines(log, StandardCharsets.UTF_8);
            String last = logged.stream().filter(l -> l.startsWith("smallscope interactions: ")).reduce((a, b) -> b)
                    .map(l -> l.substring("smallscope interactions: ".length()))
                    .orElse(String.join("\n", logged.subList(Math.max(0, logged.size() - 15), logged.size())));
            throw new IllegalStateException("the configuration run failed (exit " + status + "): " + last);
        }
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
        Files.deleteIfExists(input);
        Files.deleteIfExists(output);
        Files.deleteIfExists(log);
        return result;
    }
}
