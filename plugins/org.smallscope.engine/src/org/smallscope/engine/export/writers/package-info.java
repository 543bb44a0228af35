/**
 * The suite export ({@link org.smallscope.engine.export.writers.SuiteExport}) and the writers of its Java sources
 * (JavaPoet): test classes, factories that build each candidate, state assertions, reflective helpers, constants, files.
 */
package org.smallscope.engine.export.writers;
