package org.smallscope.engine.internal;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Rewrites a user class so that a search can watch it: every read of a finitized field goes
 * through a synthetic accessor that reports it to the candidate's access recorder while the field's
 * synthetic armed flag is set, clearing the flag (the recorder re-arms it when the field leaves the
 * stack; array element loads and {@code arraylength} are reported when the subject has arrays), every
 * backward branch polls for a stop request, every method's entry is reported to {@code MethodTrace} (when traced),
 * {@code System.exit} throws instead of exiting,
 * finitized fields become public so that a generated writer can set them, and the writes and reflective reads that
 * repOk's contract forbids are checked ({@link RepOkChecks}).
 */
public final class SubjectTransformer {

    private static final String RECORDER = "org/smallscope/engine/runtime/AccessRecorder";
    private static final String GUARD = "org/smallscope/engine/runtime/Guard";
    private static final String TRACE = "org/smallscope/engine/runtime/MethodTrace";
    private static final int API = Opcodes.ASM9;

    private final MonitoredFields fields;
    private final boolean arrays;
    private final ConjunctProbes probes;
    private final TracedMethods traced;
    private final CandidateClasses candidates;

    /**
     * @param fields the fields whose reads are reported
     * @param arrays whether array element loads and {@code arraylength} are reported too (the subject has array sets)
     */
    public SubjectTransformer(MonitoredFields fields, boolean arrays) {
        this(fields, arrays, ConjunctProbes.none("not asked"));
    }

    /** @param probes where conjuncts of repOk begin: each such site calls {@code AccessRecorder.conjunct} */
    public SubjectTransformer(MonitoredFields fields, boolean arrays, ConjunctProbes probes) {
        this(fields, arrays, probes, null, CandidateClasses.none());
    }

    /**
     * @param traced gives every rewritten method an id that its entry reports to {@code MethodTrace} (null: no entry reports)
     * @param candidates the classes whose objects can be a candidate's: they get the marker field, and writes to their bounded fields are checked
     */
    public SubjectTransformer(MonitoredFields fields, boolean arrays, ConjunctProbes probes, TracedMethods traced, CandidateClasses candidates) {
        this.fields = fields;
        this.arrays = arrays;
        this.probes = probes;
        this.traced = traced;
        this.candidates = candidates;
    }

    /** @return the instrumented class file */
    public byte[] transform(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
        Set<String> readingArrays = arrays ? ArrayReadReporter.methodsUsingArrays(reader, API) : Set.of();
        reader.accept(new ClassRewriter(writer, readingArrays), readingArrays.isEmpty() ? 0 : ClassReader.EXPAND_FRAMES);
        return writer.toByteArray();
    }

    private final class ClassRewriter extends ClassVisitor {

        private final Set<String> readingArrays;
        private String className;
        private String sourceFile;
        private boolean isInterface;
        private int version;

        ClassRewriter(ClassVisitor next, Set<String> readingArrays) {
            super(API, next);
            this.readingArrays = readingArrays;
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
            className = name;
            this.version = version;
            if (traced != null) {
                traced.noteClass(name);
            }
            isInterface = (access & Opcodes.ACC_INTERFACE) != 0;
            super.visit(version, access, name, signature, superName, interfaces);
        }

        @Override
        public void visitSource(String source, String debug) {
            sourceFile = source;
            super.visitSource(source, debug);
        }

        @Override
        public org.objectweb.asm.FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
            int opened = access;
            if ((access & Opcodes.ACC_STATIC) == 0 && fields.declaredBy(className).containsKey(name)) {
                // the search writes finitized fields directly: make them public and not final
                opened = (access & ~(Opcodes.ACC_PRIVATE | Opcodes.ACC_PROTECTED | Opcodes.ACC_FINAL)) | Opcodes.ACC_PUBLIC;
            }
            return super.visitField(opened, name, descriptor, signature, value);
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
            MethodVisitor mv = super.visitMethod(access, name, descriptor, signature, exceptions);
            if (mv == null) {
                return null;
            }
            RepOkChecks.Site site = new RepOkChecks.Site(className, name, sourceFile);
            if (readingArrays.contains(name + descriptor)) {
                mv = new ArrayReadReporter(API, access, descriptor, mv, site);
            }
            java.util.List<ConjunctProbes.Probe> here = probes.in(className, name, descriptor);
            boolean code = (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) == 0;
            int id = traced != null && code ? traced.idOf(className, name, descriptor) : -1;
            MethodVisitor rewriter = new MethodRewriter(new RepOkChecks(API, mv, site, candidates, fields), id);
            return here.isEmpty() ? rewriter : new ProbeInserter(rewriter, here, probes.carrierOf(className), className, !readingArrays.isEmpty());
        }

        @Override
        public void visitEnd() {
            if (!isInterface && fields.isCarrier(className)) {
                int access = Opcodes.ACC_PUBLIC | Opcodes.ACC_TRANSIENT | Opcodes.ACC_SYNTHETIC;
                super.visitField(access, MonitoredFields.RECORDER_FIELD, "L" + RECORDER + ";", null, null).visitEnd();
                super.visitField(access, MonitoredFields.SLOTS_FIELD, "[I", null, null).visitEnd();
            }
            if (!isInterface && candidates.isTop(className)) {
                super.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_TRANSIENT | Opcodes.ACC_SYNTHETIC, MonitoredFields.CANDIDATE_FIELD,
                        RepOkChecks.WATCH_TYPE, null, null).visitEnd();
            }
            for (MonitoredFields.Monitored field : fields.declaredBy(className).values()) {
                if (!isInterface) {
                    super.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_TRANSIENT | Opcodes.ACC_SYNTHETIC, MonitoredFields.ARMED_PREFIX + field.name(),
                            "Z", null, null).visitEnd();
                }
                writeAccessor(field);
            }
            super.visitEnd();
        }

        /**
         * Writes {@code static T __ss$r$f(Owner o)}: if o's flag {@code __ss$a$f} is armed, disarm it and report the read;
         * return o.f.
         */
        private void writeAccessor(MonitoredFields.Monitored field) {
            String carrier = fields.carrierOfDeclaring(className);
            String armed = MonitoredFields.ARMED_PREFIX + field.name();
            MethodVisitor mv = super.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
                    MonitoredFields.ACCESSOR_PREFIX + field.name(), "(L" + className + ";)" + field.descriptor(), null, null);
            mv.visitCode();
            Label read = new Label();
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitFieldInsn(Opcodes.GETFIELD, className, armed, "Z");
            mv.visitJumpInsn(Opcodes.IFEQ, read);
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitInsn(Opcodes.ICONST_0);
            mv.visitFieldInsn(Opcodes.PUTFIELD, className, armed, "Z");
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitFieldInsn(Opcodes.GETFIELD, carrier, MonitoredFields.RECORDER_FIELD, "L" + RECORDER + ";");
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitFieldInsn(Opcodes.GETFIELD, carrier, MonitoredFields.SLOTS_FIELD, "[I");
            mv.visitLdcInsn(field.id());
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "record", "(L" + RECORDER + ";[II)V", false);
            mv.visitLabel(read);
            if ((version & 0xffff) >= Opcodes.V1_6) {
                mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
            }
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitFieldInsn(Opcodes.GETFIELD, className, field.name(), field.descriptor());
            mv.visitInsn(Type.getType(field.descriptor()).getOpcode(Opcodes.IRETURN));
            mv.visitMaxs(0, 0);
            mv.visitEnd();
        }
    }

    private final class MethodRewriter extends MethodVisitor {

        private final Set<Label> seen = new HashSet<>();
        private final int traceId;

        /** @param traceId the id the method's entry reports to {@code MethodTrace}, or -1 for none */
        MethodRewriter(MethodVisitor next, int traceId) {
            super(API, next);
            this.traceId = traceId;
        }

        @Override
        public void visitCode() {
            super.visitCode();
            if (traceId >= 0) {
                super.visitLdcInsn(traceId);
                super.visitMethodInsn(Opcodes.INVOKESTATIC, TRACE, "enter", "(I)V", false);
            }
        }

        @Override
        public void visitLabel(Label label) {
            seen.add(label);
            super.visitLabel(label);
        }

        @Override
        public void visitJumpInsn(int opcode, Label label) {
            if (seen.contains(label)) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, GUARD, "poll", "()V", false);
            }
            super.visitJumpInsn(opcode, label);
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
            if (opcode == Opcodes.GETFIELD) {
                Optional<MonitoredFields.Monitored> field = fields.resolve(owner, name);
                if (field.isPresent()) {
                    MonitoredFields.Monitored f = field.get();
                    super.visitMethodInsn(Opcodes.INVOKESTATIC, f.declaringClass(), MonitoredFields.ACCESSOR_PREFIX + name,
                            "(L" + f.declaringClass() + ";)" + descriptor, false);
                    return;
                }
            }
            super.visitFieldInsn(opcode, owner, name, descriptor);
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            if (opcode == Opcodes.INVOKESTATIC && owner.equals("java/lang/System") && name.equals("exit") && descriptor.equals("(I)V")) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, GUARD, "exit", "(I)V", false);
                return;
            }
            if (opcode == Opcodes.INVOKEVIRTUAL && owner.equals("java/lang/Runtime")
                    && (name.equals("exit") || name.equals("halt")) && descriptor.equals("(I)V")) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, GUARD, name.equals("halt") ? "runtimeHalt" : "runtimeExit", "(Ljava/lang/Runtime;I)V", false);
                return;
            }
            super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
        }
    }

    /**
     * Calls {@code AccessRecorder.conjunct(this.recorder, j)} before the real instruction where conjunct {@code j} begins;
     * where some of those sites can be jumped to ({@link ConjunctProbes#jumpable}), the method first asks
     * {@code AccessRecorder.skipTo(this.recorder)} and jumps to the site it names (0: no jump).
     */
    private static final class ProbeInserter extends MethodVisitor {

        private final java.util.List<ConjunctProbes.Probe> probes;
        private final String carrier;
        private final String owner;
        private final boolean expandedFrames;
        private final java.util.Map<Integer, Label> targets = new java.util.TreeMap<>();
        private int ordinal;
        private boolean framed;

        ProbeInserter(MethodVisitor next, java.util.List<ConjunctProbes.Probe> probes, String carrier, String owner, boolean expandedFrames) {
            super(API, next);
            this.probes = probes;
            this.carrier = carrier;
            this.owner = owner;
            this.expandedFrames = expandedFrames;
            probes.stream().filter(ConjunctProbes.Probe::jumpTarget).forEach(p -> targets.put(p.conjunct(), new Label()));
        }

        @Override
        public void visitFrame(int type, int numLocal, Object[] local, int numStack, Object[] stack) {
            framed = true;
            super.visitFrame(type, numLocal, local, numStack, stack);
        }

        /** Called before each real instruction of the original code. */
        private void instruction() {
            if (ordinal == 0 && !targets.isEmpty()) {
                dispatch();
            }
            for (ConjunctProbes.Probe p : probes) {
                if (p.ordinal() == ordinal) {
                    if (p.jumpTarget()) {
                        super.visitLabel(targets.get(p.conjunct()));
                        frameHere();
                    }
                    super.visitVarInsn(Opcodes.ALOAD, 0);
                    super.visitFieldInsn(Opcodes.GETFIELD, carrier, MonitoredFields.RECORDER_FIELD, "L" + RECORDER + ";");
                    super.visitLdcInsn(p.conjunct());
                    super.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "conjunct", "(L" + RECORDER + ";I)V", false);
                }
            }
            framed = false;
            ordinal++;
        }

        /** {@code switch (AccessRecorder.skipTo(this.recorder)) { case j: goto site j; default: go on }}. */
        private void dispatch() {
            Label start = new Label();
            int[] keys = targets.keySet().stream().mapToInt(Integer::intValue).toArray();
            super.visitVarInsn(Opcodes.ALOAD, 0);
            super.visitFieldInsn(Opcodes.GETFIELD, carrier, MonitoredFields.RECORDER_FIELD, "L" + RECORDER + ";");
            super.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "skipTo", "(L" + RECORDER + ";)I", false);
            super.visitLookupSwitchInsn(start, keys, targets.values().toArray(new Label[0]));
            super.visitLabel(start);
            framed = false;
            frameHere();
        }

        /** A jump lands here: a frame of {@code this} alone and an empty stack (repOk has no other local), unless the code has one. */
        private void frameHere() {
            if (!framed) {
                if (expandedFrames) {
                    super.visitFrame(Opcodes.F_NEW, 1, new Object[] {owner}, 0, new Object[0]);
                } else {
                    super.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
                }
                framed = true;
            }
        }

        @Override
        public void visitInsn(int opcode) {
            instruction();
            super.visitInsn(opcode);
        }

        @Override
        public void visitIntInsn(int opcode, int operand) {
            instruction();
            super.visitIntInsn(opcode, operand);
        }

        @Override
        public void visitVarInsn(int opcode, int var) {
            instruction();
            super.visitVarInsn(opcode, var);
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            instruction();
            super.visitTypeInsn(opcode, type);
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
            instruction();
            super.visitFieldInsn(opcode, owner, name, descriptor);
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            instruction();
            super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
        }

        @Override
        public void visitInvokeDynamicInsn(String name, String descriptor, org.objectweb.asm.Handle bsm, Object... args) {
            instruction();
            super.visitInvokeDynamicInsn(name, descriptor, bsm, args);
        }

        @Override
        public void visitJumpInsn(int opcode, Label label) {
            instruction();
            super.visitJumpInsn(opcode, label);
        }

        @Override
        public void visitLdcInsn(Object value) {
            instruction();
            super.visitLdcInsn(value);
        }

        @Override
        public void visitIincInsn(int var, int increment) {
            instruction();
            super.visitIincInsn(var, increment);
        }

        @Override
        public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
            instruction();
            super.visitTableSwitchInsn(min, max, dflt, labels);
        }

        @Override
        public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
            instruction();
            super.visitLookupSwitchInsn(dflt, keys, labels);
        }

        @Override
        public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
            instruction();
            super.visitMultiANewArrayInsn(descriptor, numDimensions);
        }
    }
}
