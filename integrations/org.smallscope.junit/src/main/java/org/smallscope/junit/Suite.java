package org.smallscope.junit;

import java.util.List;

import org.smallscope.engine.door.LoadedSubject;

/**
 * The valid instances of one search, kept once per JVM for every test that asks for the same subject and bounds.
 *
 * @param subject the loaded (instrumented) subject the vectors describe
 * @param vectors the valid candidate vectors, in Korat order
 * @param summary the line that says how the suite was found ({@code smallscope: BST(5) full search: 42 valid, ...})
 */
record Suite(LoadedSubject subject, List<int[]> vectors, String summary) {
}
