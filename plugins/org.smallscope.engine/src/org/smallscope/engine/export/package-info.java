/**
 * JUnit export of a search's results, by feature: this package holds what every export package shares (the export's
 * error, Java names and literals, descriptions of candidates, the graphs of a candidate and of a live object);
 * {@code methods} runs a method on each valid input, {@code model} describes a suite, {@code writers} writes it as Java
 * source, and {@code generator} exports the inputs of generator programs. Each uses only the packages named before it.
 */
package org.smallscope.engine.export;
