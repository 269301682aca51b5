package dev.arbiter.engine; /** placeholder */ final class Placeholder { private Placeholder() {} }
