package org.smallscope.engine.generators;

import org.smallscope.engine.runtime.AccessRecorder;

/**
 * Checks, for one search thread, whether the field just changed makes a dedicated generator false on the slots the
 * search knows: the fields on Korat's stack and the changed one. Then every candidate agreeing on them is invalid.
 */
public final class Pruner {

    private final Check[][] bySlot;
    private final int[] marks;
    private final int[] queue;
    private final int[] parents;
    private int stamp;
    private AccessRecorder stack;
    private int changed;
    private Check memoOwner;
    private AccessRecorder memoStack;
    private int memoKey;
    private int memoDepth;
    private final int[] memo;

    Pruner(Check[][] bySlot, int objects) {
        this.bySlot = bySlot;
        this.marks = new int[objects];
        this.queue = new int[objects];
        this.parents = new int[objects];
        this.memo = new int[2];
    }

    /**
     * @param cv the candidate, whose slot {@code changed} was just changed
     * @param stack the fields on Korat's stack (not holding {@code changed})
     * @return whether a generator is violated by every candidate agreeing with {@code cv} on the stack and {@code changed}
     */
    public boolean rejects(int[] cv, AccessRecorder stack, int changed) {
        Check[] checks = bySlot[changed];
        if (checks == null) {
            return false;
        }
        this.stack = stack;
        this.changed = changed;
        for (Check c : checks) {
            if (c.eval(cv, this) == Check.FALSE) {
                return true;
            }
        }
        return false;
    }

    /** @return whether the value of {@code slot} is known: on the stack, or the one changed */
    boolean known(int slot) {
        return slot == changed || stack.holds(slot);
    }

    int changed() {
        return changed;
    }

    int[] marks() {
        return marks;
    }

    int[] queue() {
        return queue;
    }

    int[] parents() {
        return parents;
    }

    /**
     * @return whether {@link #memo()} still holds what {@code owner} remembered for {@code key}: the stack has not shrunk below
     *         the depth it had then, so the slots below were neither popped nor changed
     */
    boolean recalls(Check owner, int key) {
        return memoOwner == owner && memoKey == key && memoStack == stack && stack.lowest() >= memoDepth;
    }

    /**
     * @return {@link #recalls}, and the stack holds no slot pushed since {@code owner} remembered: the slots known then
     *         are exactly the slots known now
     */
    boolean recallsExactly(Check owner, int key) {
        return recalls(owner, key) && stack.size() == memoDepth;
    }

    /** @return the stamp {@link #nextStamp()} handed out last: marks holding it are from the last traversal */
    int lastStamp() {
        return stamp;
    }

    /** @return the stack's size now */
    int stackSize() {
        return stack.size();
    }

    /**
     * {@code owner} remembers what it put into {@link #memo()} for {@code key}, as long as the stack's first {@code depth}
     * slots (at most all of them) stay: it read no slot above them.
     */
    void remember(Check owner, int key, int depth) {
        memoOwner = owner;
        memoKey = key;
        memoStack = stack;
        memoDepth = depth;
        stack.markLowest();
    }

    /** @return the stack's size below its topmost slot that {@code among} holds, plus that slot (0 when it holds none) */
    int depthThroughTopmost(boolean[] among) {
        for (int i = stack.size() - 1; i >= 0; i--) {
            if (among[stack.at(i)]) {
                return i + 1;
            }
        }
        return 0;
    }

    /** @return the remembered ints (two: a walk's stamp, and the root it started from) */
    int[] memo() {
        return memo;
    }


    /** @return a fresh stamp for {@link #marks()}: marks holding it were set in this traversal */
    int nextStamp() {
        if (++stamp == 0) {
            java.util.Arrays.fill(marks, 0);
            stamp = 1;
        }
        return stamp;
    }
}
