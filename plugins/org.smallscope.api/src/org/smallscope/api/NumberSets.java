package org.smallscope.api;

import java.util.List;

/** Korat's long, short, byte, float and double sets: value sets whose values can be appended and removed. */
final class NumberSets {

    private NumberSets() {
    }

    /** A set of longs. */
    static final class Longs extends ValueSet implements ILongSet {
        Longs(List<Object> values) {
            super(long.class, values);
        }

        @Override
        public void addLong(long value) {
            append(value);
        }

        @Override
        public void addRange(long min, long diff, long max) {
            appendAll(ValueSets.koratLongs("addRange(" + min + ", " + diff + ", " + max + ")", min, diff, max, long.class));
        }

        @Override
        public void removeLong(long value) {
            removeValue(value);
        }
    }

    /** A set of shorts. */
    static final class Shorts extends ValueSet implements IShortSet {
        Shorts(List<Object> values) {
            super(short.class, values);
        }

        @Override
        public void addShort(short value) {
            append(value);
        }

        @Override
        public void addRange(short min, short diff, short max) {
            appendAll(ValueSets.koratLongs("addRange(" + min + ", " + diff + ", " + max + ")", min, diff, max, short.class));
        }

        @Override
        public void removeShort(short value) {
            removeValue(value);
        }
    }

    /** A set of bytes. */
    static final class Bytes extends ValueSet implements IByteSet {
        Bytes(List<Object> values) {
            super(byte.class, values);
        }

        @Override
        public void addByte(byte value) {
            append(value);
        }

        @Override
        public void addRange(byte min, byte diff, byte max) {
            appendAll(ValueSets.koratLongs("addRange(" + min + ", " + diff + ", " + max + ")", min, diff, max, byte.class));
        }

        @Override
        public void removeByte(byte value) {
            removeValue(value);
        }
    }

    /** A set of floats. */
    static final class Floats extends ValueSet implements IFloatSet {
        Floats(List<Object> values) {
            super(float.class, values);
        }

        @Override
        public void addFloat(float value) {
            append(value);
        }

        @Override
        public void addRange(float min, float diff, float max) {
            appendAll(ValueSets.koratReals("addRange(" + min + ", " + diff + ", " + max + ")", min, diff, max, true));
        }

        @Override
        public void removeFloat(float value) {
            removeValue(value);
        }
    }

    /** A set of doubles. */
    static final class Doubles extends ValueSet implements IDoubleSet {
        Doubles(List<Object> values) {
            super(double.class, values);
        }

        @Override
        public void addDouble(double value) {
            append(value);
        }

        @Override
        public void addRange(double min, double diff, double max) {
            appendAll(ValueSets.koratReals("addRange(" + min + ", " + diff + ", " + max + ")", min, diff, max, false));
        }

        @Override
        public void removeDouble(double value) {
            removeValue(value);
        }
    }
}
