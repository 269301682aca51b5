package dev.arbiter.cli; /** placeholder */ final class Placeholder { private Placeholder() {} }
