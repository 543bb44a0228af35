package org.smallscope.spark;

import org.apache.logging.log4j.core.config.Configurator;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.smallscope.engine.door.Batches;

import java.net.URISyntaxException;
import java.net.URL;

/**
 * The {@code spark} executor factory the command line finds through {@link java.util.ServiceLoader}: starts a Spark
 * context on the master URL given ({@code local[2]}, {@code spark://host:7077}, or what spark-submit set) and returns
 * a {@link SparkBatchExecutor} that stops it when closed. Other Spark settings come from {@code -Dspark.*} properties
 * or spark-submit, as in any Spark application.
 */
public final class SparkExecutorFactory implements Batches.Factory {

    /** The log configuration used unless the JVM names its own: warnings and errors only, on standard error. */
    static final String QUIET_LOG = "org/smallscope/spark/log4j2-quiet.properties";

    @Override
    public String name() {
        return "spark";
    }

    /** @throws IllegalArgumentException naming the master URL when Spark cannot start on it */
    @Override
    public Batches.Executor open(String master, Batches.Request request) {
        quietLogs();
        SparkConf conf = new SparkConf().setAppName("smallscope " + request.describe()).setIfMissing("spark.ui.enabled", "false");
        if (master != null && !master.isBlank()) {
            conf.setMaster(master.trim());
        }
        JavaSparkContext spark;
        try {
            spark = new JavaSparkContext(conf);
        } catch (Exception e) { // SparkException is checked in Java's eyes, and undeclared
            throw new IllegalArgumentException("Apache Spark did not start on master '" + conf.get("spark.master", "(none)") + "': "
                    + e.getMessage(), e);
        }
        try {
            return new SparkBatchExecutor(spark, request, true);
        } catch (RuntimeException e) {
            spark.stop();
            throw e;
        }
    }

    /** Spark logs every step at INFO; a generation shows its own progress, so only warnings are kept unless configured. */
    private static void quietLogs() {
        if (System.getProperty("log4j2.configurationFile") != null || System.getProperty("log4j.configurationFile") != null
                || ClassLoader.getSystemResource("log4j2.properties") != null) { // a cluster's own (spark-submit's conf directory)
            return;
        }
        URL quiet = SparkExecutorFactory.class.getClassLoader().getResource(QUIET_LOG);
        if (quiet != null) {
            try {
                Configurator.reconfigure(quiet.toURI());
            } catch (URISyntaxException e) {
                // keep Spark's default logging
            }
        }
    }
}
