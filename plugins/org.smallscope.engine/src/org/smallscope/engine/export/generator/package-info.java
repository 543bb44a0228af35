/** The export of generator programs' inputs as JUnit tests, built from the live objects, and method mode on them. */
package org.smallscope.engine.export.generator;
