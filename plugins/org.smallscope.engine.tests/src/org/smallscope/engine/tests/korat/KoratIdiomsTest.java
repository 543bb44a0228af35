package org.smallscope.engine.tests.korat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.tests.Subjects;

/**
 * Subjects written in Korat 1.0's idioms: each count is worked out in the test by brute force over the space Korat's
 * finitization defines (every assignment of the finitized fields, repOk on each, isomorphic structures counted once),
 * or is the core paper's explored count.
 */
class KoratIdiomsTest {

    private static Subject load(Class<?> cls, int... args) {
        return SubjectLoader.load(SubjectRequest.of(cls, args));
    }

    private static Slot slot(Subject subject, String name) {
        return subject.slots().stream().filter(s -> s.name().equals(name) || s.name().equals("this." + name)).findFirst().orElseThrow(() -> new AssertionError(name));
    }

    /** Values null, 0..n-1 (null first, then the added Integers in order), no isomorphism breaking among them: 2^n sorted lists. */
    @ParameterizedTest(name = "IntegerSortedList({0})")
    @CsvSource({"1", "2", "3"})
    void integersAddedToAClassDomainAreTheValuesInOrderAfterNull(int n) {
        Subject subject = load(IntegerSortedList.class, n);

        Slot value = slot(subject, "Node0.value");
        List<String> values = new ArrayList<>();
        for (int v = 0; v < value.domain().size(); v++) {
            values.add(value.domain().describe(v));
        }
        List<String> expected = new ArrayList<>(List.of("null"));
        for (int i = 0; i < n; i++) {
            expected.add(Integer.toString(i));
        }
        assertEquals(expected, values);
        int valid = Subjects.searchAll(subject).valid().size();
        assertEquals(sortedListsByBruteForce(n), valid);
        assertEquals(1 << n, valid, "one list per subset of 0..n-1");
    }

    /** Every header in 0..n-1, every next in null, 0..n-1, every value in null, 0..n-1, every size in 0..n; lists differ by their values. */
    private static int sortedListsByBruteForce(int n) {
        Set<String> found = new HashSet<>();
        int positions = 2 + 2 * n;
        int[] cv = new int[positions];
        int[] sizes = new int[positions];
        java.util.Arrays.fill(sizes, n + 1);
        while (true) {
            IntegerSortedList list = new IntegerSortedList();
            IntegerSortedList.Node[] nodes = new IntegerSortedList.Node[n];
            for (int i = 0; i < n; i++) {
                nodes[i] = new IntegerSortedList.Node();
            }
            list.header = cv[0] == 0 ? null : nodes[cv[0] - 1];
            list.size = cv[1];
            for (int i = 0; i < n; i++) {
                nodes[i].next = cv[2 + 2 * i] == 0 ? null : nodes[cv[2 + 2 * i] - 1];
                nodes[i].value = cv[3 + 2 * i] == 0 ? null : Integer.valueOf(cv[3 + 2 * i] - 1);
            }
            if (list.repOk()) {
                List<Integer> text = new ArrayList<>();
                for (IntegerSortedList.Node x = list.header; x != null; x = x.next) {
                    text.add(x.value);
                }
                found.add(text.toString());
            }
            if (!next(cv, sizes)) {
                return found.size();
            }
        }
    }

    private static boolean next(int[] cv, int[] sizes) {
        int i = cv.length - 1;
        while (i >= 0 && cv[i] == sizes[i] - 1) {
            cv[i--] = 0;
        }
        if (i < 0) {
            return false;
        }
        cv[i]++;
        return true;
    }

    /** Korat's explored counts of DLLU (the core paper's Table II), with the elements an Integer class domain outside isomorphism breaking. */
    @ParameterizedTest(name = "IntegerDLLU({0}): {1} explored, {2} valid")
    @CsvSource({"4, 162, 24", "5, 881, 120", "6, 6263, 720"})
    void integerElementsGiveDllusExploredCounts(int n, long explored, int valid) {
        Subjects.Found found = Subjects.searchAll(load(IntegerDLLU.class, n));

        assertEquals(explored, found.result().explored());
        assertEquals(valid, found.valid().size());
    }

    /** The two-argument createObjSet leaves null out: the header is never null, so lists have 1..n nodes, not 0..n. */
    @ParameterizedTest(name = "HeadedList({0})")
    @CsvSource({"1", "2", "3"})
    void theTwoArgumentObjectSetHasNoNull(int n) {
        Subject subject = load(HeadedList.class, n);

        Slot header = slot(subject, "header");
        assertEquals(n, header.domain().size());
        assertFalse(header.domain().includesNull());
        assertEquals(n + 1, slot(subject, "Node0.next").domain().size(), "the three-argument form with true keeps null");
        int valid = Subjects.searchAll(subject).valid().size();
        assertEquals(headedListsByBruteForce(n), valid);
        assertEquals(n, valid);
    }

    /** Header in 0..n-1 (no null), next in null, 0..n-1, size 0..n; a valid list is known by its length. */
    private static int headedListsByBruteForce(int n) {
        Set<Integer> lengths = new HashSet<>();
        int[] cv = new int[2 + n];
        int[] sizes = new int[2 + n];
        sizes[0] = n;
        java.util.Arrays.fill(sizes, 1, sizes.length, n + 1);
        while (true) {
            HeadedList list = new HeadedList();
            HeadedList.Node[] nodes = new HeadedList.Node[n];
            for (int i = 0; i < n; i++) {
                nodes[i] = new HeadedList.Node();
            }
            list.header = nodes[cv[0]];
            list.size = cv[1];
            for (int i = 0; i < n; i++) {
                nodes[i].next = cv[2 + i] == 0 ? null : nodes[cv[2 + i] - 1];
            }
            if (list.repOk()) {
                lengths.add(list.size);
            }
            if (!next(cv, sizes)) {
                return lengths.size();
            }
        }
    }

    /**
     * Two class domains in two object sets of their supertype (one without null, one-argument createObjSet then
     * addClassDomain), and addAll filling a collection with null and every animal before the search.
     */
    @ParameterizedTest(name = "Shelter({0})")
    @CsvSource({"1"})
    void severalClassDomainsAndAddAll(int n) {
        Subject subject = load(Shelter.class, n);

        assertEquals(4 * n, slot(subject, "favourite").domain().size());
        assertEquals(4 * n + 1, slot(subject, "Cat0.friend").domain().size());
        assertEquals(sheltersByBruteForce(n), Subjects.searchAll(subject).valid().size());
    }

    /**
     * Favourite any of 2n cats and 2n dogs, each friend null or any animal, the residents filled as addAll does; a valid
     * shelter is known by the chain of kinds from the favourite along friend links (and where it closes).
     */
    private static int sheltersByBruteForce(int n) {
        int animals = 4 * n;
        Set<String> found = new HashSet<>();
        int[] cv = new int[1 + animals];
        int[] sizes = new int[1 + animals];
        sizes[0] = animals;
        java.util.Arrays.fill(sizes, 1, sizes.length, animals + 1);
        while (true) {
            Shelter shelter = new Shelter();
            Shelter.Animal[] all = new Shelter.Animal[animals];
            for (int i = 0; i < animals; i++) {
                all[i] = i < 2 * n ? new Shelter.Cat() : new Shelter.Dog();
            }
            shelter.residents.add(null);
            shelter.residents.addAll(List.of(all));
            shelter.perKind = n;
            shelter.favourite = all[cv[0]];
            for (int i = 0; i < animals; i++) {
                all[i].friend = cv[1 + i] == 0 ? null : all[cv[1 + i] - 1];
            }
            if (shelter.repOk()) {
                List<Shelter.Animal> seen = new ArrayList<>();
                StringBuilder text = new StringBuilder();
                Shelter.Animal a = shelter.favourite;
                while (a != null && !seen.contains(a)) {
                    seen.add(a);
                    text.append(a instanceof Shelter.Cat ? 'C' : 'D');
                    a = a.friend;
                }
                found.add(text + (a == null ? "." : "#" + seen.indexOf(a)));
            }
            if (!next(cv, sizes)) {
                return found.size();
            }
        }
    }
}
