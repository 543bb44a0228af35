/**
 * Method mode: the method under test and its parameters' domains, its oracles, and its runs on every valid input
 * (passing inputs, counterexamples, the receiver's state afterwards).
 */
package org.smallscope.engine.export.methods;
