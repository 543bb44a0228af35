package org.smallscope.engine.tests.export.subjects;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** Holds the subject {@link Shelf}: a member class whose objects are of a member class of it (two levels of nesting). */
public final class Catalog {

    private Catalog() {
    }

    /** A shelf of books: the subject, a member class. */
    public static class Shelf {

        /** A book: a member class of a member class. */
        public static class Book {
            /** The next book, or null. */
            public Book next;
            /** Whether it is lent out. */
            public boolean lent;
        }

        /** The first book, or null. */
        public Book first;
        /** The number of books lent out. */
        public int lent;

        /** @return whether the books are acyclic and {@code lent} counts those lent out */
        public boolean repOk() {
            Set<Book> seen = new HashSet<>();
            int count = 0;
            for (Book b = first; b != null; b = b.next) {
                if (!seen.add(b)) {
                    return false;
                }
                count += b.lent ? 1 : 0;
            }
            return count == lent;
        }

        /** @return {@code n} books or null, lent 0..n */
        public static IFinitization finShelf(int n) {
            IFinitization f = FinitizationFactory.create(Shelf.class);
            IObjSet books = f.createObjSet(Book.class, n, true);
            f.set("first", books);
            f.set("lent", f.createIntSet(0, n));
            f.set("Book.next", books);
            f.set("Book.lent", f.createBooleanSet());
            return f;
        }
    }
}
