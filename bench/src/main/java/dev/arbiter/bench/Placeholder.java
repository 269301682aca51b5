package dev.arbiter.bench; /** placeholder */ final class Placeholder { private Placeholder() {} }
