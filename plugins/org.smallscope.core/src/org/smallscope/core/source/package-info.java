/**
 * The engine's incremental-reuse check and subject lints done on source (JDT DOM, no bindings or workspace
 * needed): {@link org.smallscope.core.source.SourceModel} (repOk's conjuncts and the finitization, stored as JSON in
 * snapshot headers), {@link org.smallscope.core.source.FinitizationEvaluator},
 * {@link org.smallscope.core.source.SourceCompatibility}, {@link org.smallscope.core.source.Lints} and the quick-fix
 * texts {@link org.smallscope.core.source.FinitizationSkeleton} and {@link org.smallscope.core.source.ConjunctReorder}.
 */
package org.smallscope.core.source;
