package dev.arbiter.cards; /** placeholder */ final class Placeholder { private Placeholder() {} }
