/** Configuration options of configurable programs, for the configuration interaction analysis (issue #16). */
package org.smallscope.api.config;
