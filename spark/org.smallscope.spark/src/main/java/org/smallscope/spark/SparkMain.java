package org.smallscope.spark;

import org.apache.spark.SparkConf;
import org.smallscope.cli.Main;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The main class of the spark-submit jar: runs {@code smallscope generate} with the given arguments (the word
 * {@code generate} may be left out) on the master spark-submit chose, unless {@code --spark} names another.
 */
public final class SparkMain {

    private SparkMain() {
    }

    public static void main(String[] args) {
        Main.main(arguments(args, new SparkConf().get("spark.master", "local[*]")));
    }

    /** @return {@code generate}, the arguments, and {@code --spark master} unless they give it */
    static String[] arguments(String[] args, String master) {
        List<String> all = new ArrayList<>(Arrays.asList(args));
        if (all.isEmpty() || !all.get(0).equals("generate")) {
            all.add(0, "generate");
        }
        if (all.stream().noneMatch(a -> a.equals("--spark") || a.startsWith("--spark="))) {
            all.add("--spark");
            all.add(master);
        }
        return all.toArray(String[]::new);
    }
}
