/**
 * Dedicated generators as the search sees them: checks over candidate-vector slots, judged in three-valued logic on
 * the slots whose values are known (Korat's stack and the field just changed), indexed by the slot whose change may
 * violate them. Knows nothing of subjects: {@code subject} resolves a finitization's constraints into these checks.
 */
package org.smallscope.engine.generators;
