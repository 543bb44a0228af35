package org.smallscope.cli.commands;

import org.smallscope.engine.door.Batches;
import org.smallscope.engine.search.BatchExecutor;
import org.smallscope.engine.subject.SubjectRequest;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --spark <master-url>}: runs a generation's batches as Apache Spark tasks, through the executor factory of the
 * optional Spark module (found with {@link java.util.ServiceLoader}; the command line does not depend on Spark).
 */
public final class SparkOption {

    /** Says how to get the Spark module when it is not on the class path. */
    static final String MISSING = "--spark needs the Smallscope Spark module (spark/org.smallscope.spark), which is not on the class path:"
            + " run through ./smallscope, which builds it on first use of --spark, or build it with"
            + " './mvnw -pl spark/org.smallscope.spark -am -DskipTests package' and add spark/org.smallscope.spark/target/"
            + "org.smallscope.spark-<version>.jar and spark/org.smallscope.spark/target/lib/* to the class path"
            + " (on a cluster: spark-submit the jar ending in -spark-submit.jar, see docs/user/spark.md)";

    @Option(names = "--spark", paramLabel = "<master-url>",
            description = "Run the search as Apache Spark tasks on this master, e.g. local[2] or spark://host:7077 (counts, suite and"
                    + " snapshot are the same as on one machine; other settings as -Dspark.* in SMALLSCOPE_JAVA_OPTS)."
                    + " ./smallscope builds the Spark module on first use.")
    String master;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    /** @return whether --spark was given */
    boolean given() {
        return master != null;
    }

    /** @return an executor on the master for the subject of {@code request}; a usage error if the module is missing or Spark does not start */
    BatchExecutor open(SubjectRequest request) {
        Batches.Factory factory = Batches.find("spark", SparkOption.class.getClassLoader())
                .orElseThrow(() -> new ParameterException(spec.commandLine(), MISSING));
        try {
            return Batches.forEngine(factory.open(master, new Batches.Request(request.className(), request.finitization(), request.args(),
                    request.source())));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--spark " + master + ": " + e.getMessage());
        }
    }
}
