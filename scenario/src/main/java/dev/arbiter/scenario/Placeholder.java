package dev.arbiter.scenario; /** placeholder */ final class Placeholder { private Placeholder() {} }
