package org.smallscope.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.ClassFileSource;

import java.util.Map;

/** The pieces around the executor: the class files that travel with a subject, the spark-submit main's arguments. */
class SparkPartsTest {

    @Test
    void aSubjectTravelsWithItsOwnClassesAndNestedClassesButNotTheJdkOrTheApi() {
        Map<String, byte[]> files = ClassFileBundle.collect(ClassFileSource.of(getClass().getClassLoader()), "org.smallscope.examples.BST");

        assertEquals("org.smallscope.examples.BST", files.keySet().iterator().next());
        assertTrue(files.containsKey("org.smallscope.examples.BST$Node"), files.keySet().toString());
        assertTrue(files.keySet().stream().noneMatch(n -> n.startsWith("java.") || n.startsWith("org.smallscope.api.")), files.keySet().toString());
    }

    @Test
    void sparkSubmitRunsGenerateOnItsMasterUnlessSparkIsGiven() {
        assertArrayEquals(new String[] {"generate", "--example", "BST", "--args", "9", "--spark", "spark://m:7077"},
                SparkMain.arguments(new String[] {"--example", "BST", "--args", "9"}, "spark://m:7077"));
        assertArrayEquals(new String[] {"generate", "--example", "BST", "--spark=local[1]"},
                SparkMain.arguments(new String[] {"generate", "--example", "BST", "--spark=local[1]"}, "yarn"));
    }
}
