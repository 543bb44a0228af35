/**
 * Generator programs (UDITA): a bounded input described as a small Java method that makes non-deterministic choices,
 * beside repOk and a finitization.
 *
 * <p>A generator is a method, static or on a class with a public no-argument constructor, whose parameters are the
 * bounds ({@code int}s) and whose result is the generated input:
 *
 * <pre>{@code
 * import static org.smallscope.api.udita.Choices.*;
 *
 * public static int[] sortedArray(int n) {
 *     int[] a = new int[n];
 *     for (int i = 0; i < n; i++) {
 *         a[i] = getInt(0, n - 1);
 *         assume(i == 0 || a[i - 1] <= a[i]);
 *     }
 *     return a;
 * }
 * }</pre>
 *
 * Smallscope runs the method again and again, each time with another sequence of choices, until every sequence has
 * been tried (depth first, the last choice first); each run that returns gives one input, each {@link Choices#assume}
 * that fails prunes. In <em>delayed</em> mode a choice stored straight into a field or array element of a generated
 * object is made only when the field is first read, so choices nobody looks at are never enumerated.
 *
 * <p>Outside a Smallscope run the choice methods throw {@link IllegalStateException}.
 */
package org.smallscope.api.udita;
