/**
 * What an exported suite is made of: the request (instances, facts, JUnit flavour, method run), its tests, the sources
 * written and the result, with no Java writing of its own.
 */
package org.smallscope.engine.export.model;
