package org.smallscope.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/** The tests' one Spark context in local mode with two cores (Spark allows one per JVM), started on first use. */
final class LocalSpark {

    private static JavaSparkContext context;

    private LocalSpark() {
    }

    /** @return the running local[2] context */
    static synchronized JavaSparkContext context() {
        if (context == null) {
            context = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("smallscope-tests")
                    .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1"));
            context.setLogLevel("WARN");
        }
        return context;
    }

    /** Stops the context (for a test that starts its own, e.g. through the command line). */
    static synchronized void stop() {
        if (context != null) {
            context.stop();
            context = null;
        }
    }
}
