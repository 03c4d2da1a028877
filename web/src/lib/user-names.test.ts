import { describe, expect, it } from 'vitest';
import { displayNameOf, greetingNameOf, initialsOf } from './user-names';

describe('initialsOf', () => {
  it('uses the first letters of first and last name', () => {
    expect(initialsOf({ firstName: 'ada', lastName: 'Lovelace', email: 'x@y.co' })).toBe('AL');
  });

  it('uses the first letter of the e-mail when a name part is missing', () => {
    expect(initialsOf({ firstName: 'Ada', lastName: null, email: 'zed@y.co' })).toBe('Z');
    expect(initialsOf({ firstName: '  ', lastName: 'Lovelace', email: 'zed@y.co' })).toBe('Z');
  });

  it('falls back to ? with neither name nor e-mail', () => {
    expect(initialsOf({ firstName: null, lastName: null, email: null })).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });
});

describe('greetingNameOf', () => {
  it('greets by first name', () => {
    expect(greetingNameOf({ firstName: 'Maya', email: 'm.k@school.org' })).toBe('Maya');
  });

  it('uses the part of the e-mail before the @ without a first name', () => {
    expect(greetingNameOf({ firstName: null, email: 'm.k@school.org' })).toBe('m.k');
    expect(greetingNameOf({ firstName: ' ', email: 'm.k@school.org' })).toBe('m.k');
  });

  it('says Student with neither', () => {
    expect(greetingNameOf({ firstName: null, email: null })).toBe('Student');
    expect(greetingNameOf({ email: '@school.org' })).toBe('Student');
    expect(greetingNameOf(undefined)).toBe('Student');
  });
});

describe('displayNameOf', () => {
  it('joins the name parts that exist, else shows the e-mail', () => {
    expect(displayNameOf({ firstName: 'Maya', lastName: 'Kim', email: 'm@s.org' })).toBe('Maya Kim');
    expect(displayNameOf({ firstName: 'Maya', lastName: null, email: 'm@s.org' })).toBe('Maya');
    expect(displayNameOf({ firstName: null, lastName: null, email: 'm@s.org' })).toBe('m@s.org');
  });
});
