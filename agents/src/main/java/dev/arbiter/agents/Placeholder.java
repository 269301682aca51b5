package dev.arbiter.agents; /** placeholder */ final class Placeholder { private Placeholder() {} }
