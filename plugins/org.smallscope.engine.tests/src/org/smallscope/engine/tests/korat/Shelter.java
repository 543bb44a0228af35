package org.smallscope.engine.tests.korat;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** Korat's several class domains and {@code addAll}: cats and dogs in object sets of their supertype, and a collection holding all of them. */
public class Shelter {

    /** An animal with a friend. */
    public abstract static class Animal {
        /** A friend, or null. */
        public Animal friend;
    }

    /** A cat. */
    public static class Cat extends Animal {
    }

    /** A dog. */
    public static class Dog extends Animal {
    }

    /** Every animal, filled by the finitization's addAll (null first). */
    public final List<Animal> residents = new ArrayList<>();
    /** The favourite animal. */
    public Animal favourite;
    /** Half the number of cats (and of dogs): the single value {@code n}. */
    public int perKind;

    /** @return whether the residents are null then every animal, and the favourite's friend, if any, is of the other kind */
    public boolean repOk() {
        if (residents.size() != 4 * perKind + 1 || residents.get(0) != null || favourite == null || !residents.contains(favourite)) {
            return false;
        }
        return favourite.friend == null || favourite.friend.getClass() != favourite.getClass();
    }

    /** @return {@code 2n} cats and {@code 2n} dogs (two class domains); favourite any of them, friend null or any, residents all (null first) */
    public static IFinitization finShelter(int n) {
        IFinitization f = FinitizationFactory.create(Shelter.class);
        IClassDomain cats = f.createClassDomain(Cat.class, 2 * n);
        IClassDomain dogs = f.createClassDomain(Dog.class, 2 * n);
        IObjSet any = f.createObjSet(Animal.class);
        any.addClassDomain(cats);
        any.addClassDomain(dogs);
        IObjSet friends = f.createObjSet(Animal.class, true);
        friends.addClassDomain(cats);
        friends.addClassDomain(dogs);
        f.set("favourite", any);
        f.set(Animal.class, "friend", friends);
        f.set("perKind", f.createIntSet(n));
        f.addAll("residents", friends);
        return f;
    }
}
