/**
 * Generator programs (UDITA) on a plain JVM: a generator method is run again and again, each execution with another
 * vector of choices (depth first, the last choice point with values left is advanced, Korat-style), eagerly or with
 * delayed choice (choices stored into fields and array elements are made at their first read).
 */
package org.smallscope.engine.udita;
