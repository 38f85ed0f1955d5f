import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  ID_MAX,
  INVALID_EMAIL_MESSAGE,
  KINDRED_NAME_MAX_LENGTH,
  KINDRED_RELATIONSHIP_MAX_LENGTH,
  PASSWORD_RULES,
  checkPasswordRules,
  countCharacters,
  emailSchema,
  idSchema,
  isBlank,
  isValidEmail,
  kindredIdSchema,
  kindredInputSchema,
  maxLengthMessage,
  memoryIdSchema,
  normalizeSearchQuery,
  parseId,
  passwordSchema,
  requiredMessage,
  requiredTextSchema,
  validateKindredId,
  validateMemoryId,
  validatePassword,
  validateRequired,
} from './validation';

/** The messages of a failed parse, or 'ok' when it passed. */
function messagesOf(schema: z.ZodType, value: unknown): string[] | 'ok' {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : result.error.issues.map((issue) => issue.message);
}

describe('countCharacters', () => {
  it('counts code points, so an emoji counts once', () => {
    expect(countCharacters('abc')).toBe(3);
    expect(countCharacters('🎂🎂')).toBe(2);
  });
});

describe('requiredMessage', () => {
  it.each([
    ['name', 'Name is required'],
    ['relationship', 'Relationship is required'],
    ['email', 'Email is required'],
    ['Title', 'Title is required'],
    ['full summary', 'Full summary is required'],
  ])('turns %j into %j', (field, message) => {
    expect(requiredMessage(field)).toBe(message);
  });
});

describe('maxLengthMessage', () => {
  it('names the field and the limit', () => {
    expect(maxLengthMessage('name', 100)).toBe('Name must be no more than 100 characters long');
  });
});

describe('isBlank', () => {
  it.each([undefined, null, '', '   ', '\t\n'])('treats %j as blank', (value) => {
    expect(isBlank(value)).toBe(true);
  });

  it.each(['a', ' a ', 0, false, []])('treats %j as present', (value) => {
    expect(isBlank(value)).toBe(false);
  });
});

describe('validateRequired', () => {
  it.each([undefined, null, '', '  \n '])('gives "{Field} is required" for %j', (value) => {
    expect(validateRequired('name', value)).toBe('Name is required');
  });

  it('gives null for a present value', () => {
    expect(validateRequired('name', ' Ada ')).toBeNull();
  });
});

describe('requiredTextSchema', () => {
  const title = requiredTextSchema('title', 5);

  it('trims the text', () => {
    expect(title.parse('  Hi  ')).toBe('Hi');
  });

  it.each([undefined, null, '', '   '])('reports only "Title is required" for %j', (value) => {
    expect(messagesOf(title, value)).toEqual(['Title is required']);
  });

  it('allows exactly max code points after trimming and rejects one more', () => {
    expect(title.parse(' 🎂🎂🎂🎂🎂 ')).toBe('🎂🎂🎂🎂🎂');
    expect(messagesOf(title, 'abcdef')).toEqual(['Title must be no more than 5 characters long']);
  });
});

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'ada.lovelace+kindred@mail.example.co.uk', 'A@EXAMPLE.ORG', "o'brien@example.ie"])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.c',
    'ada@@example.com',
    'ada@exa@mple.com',
    'ada@.example.com',
    'ada@example..com',
    'ada@example.com.',
    'ada lovelace@example.com',
    'ada@exa mple.com',
    ' ada@example.com',
    'ada@example.com ',
    'ada@example.com\n',
    'ada\u00a0@example.com',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('allows at most EMAIL_MAX_LENGTH (254) characters', () => {
    const atLimit = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(atLimit).toHaveLength(254);
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(isValidEmail(atLimit)).toBe(true);
    expect(isValidEmail(`a${atLimit}`)).toBe(false);
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases before validating', () => {
    expect(emailSchema.parse('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });

  it.each([undefined, null, '', '   '])('reports only "Email is required" for %j', (value) => {
    expect(messagesOf(emailSchema, value)).toEqual(['Email is required']);
  });

  it('reports an invalid address', () => {
    expect(messagesOf(emailSchema, 'ada at example.com')).toEqual([INVALID_EMAIL_MESSAGE]);
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid email address');
  });
});

describe('PASSWORD_RULES', () => {
  it('lists the rules in the spec order with the exact messages and checklist labels', () => {
    expect(PASSWORD_RULES.map(({ id, checklistLabel, message }) => ({ id, checklistLabel, message }))).toEqual([
      { id: 'minLength', checklistLabel: 'At least 8 characters long', message: 'Password must be at least 8 characters long' },
      { id: 'maxLength', checklistLabel: 'No more than 128 characters long', message: 'Password must be no more than 128 characters long' },
      { id: 'uppercase', checklistLabel: 'At least one uppercase letter', message: 'Password must contain at least one uppercase letter' },
      { id: 'lowercase', checklistLabel: 'At least one lowercase letter', message: 'Password must contain at least one lowercase letter' },
      { id: 'digit', checklistLabel: 'At least one digit', message: 'Password must contain at least one digit' },
      { id: 'special', checklistLabel: 'At least one special character', message: 'Password must contain at least one special character' },
    ]);
  });
});

describe('validatePassword', () => {
  it('accepts a password that meets every rule', () => {
    expect(validatePassword('Kindred#2024')).toBeNull();
  });

  it.each([
    ['', 'Password must be at least 8 characters long'],
    ['Ab1!xyz', 'Password must be at least 8 characters long'],
    [`Ab1!${'x'.repeat(125)}`, 'Password must be no more than 128 characters long'],
    ['kindred#2024', 'Password must contain at least one uppercase letter'],
    ['KINDRED#2024', 'Password must contain at least one lowercase letter'],
    ['Kindred#Plus', 'Password must contain at least one digit'],
    ['Kindred2024', 'Password must contain at least one special character'],
  ])('reports the failing rule for %j', (password, message) => {
    expect(validatePassword(password)).toBe(message);
  });

  it('reports only the first failure, in the spec order', () => {
    expect(validatePassword('abc')).toBe('Password must be at least 8 characters long');
    expect(validatePassword('x'.repeat(129))).toBe('Password must be no more than 128 characters long');
    expect(validatePassword('12345678')).toBe('Password must contain at least one uppercase letter');
    expect(validatePassword('ABCDEFGH')).toBe('Password must contain at least one lowercase letter');
    expect(validatePassword('Abcdefgh')).toBe('Password must contain at least one digit');
  });

  it('allows exactly 8 and exactly 128 characters', () => {
    expect(validatePassword('Ab1!wxyz')).toBeNull();
    expect(validatePassword(`Ab1!${'x'.repeat(124)}`)).toBeNull();
  });

  it('counts an emoji as one character', () => {
    expect(validatePassword('Ab1🎂🎂🎂🎂')).toBe('Password must be at least 8 characters long');
    expect(validatePassword('Ab1🎂🎂🎂🎂🎂')).toBeNull();
  });

  it('judges case by Unicode category, not just A-Z', () => {
    expect(validatePassword('ÉCOLE#2024')).toBe('Password must contain at least one lowercase letter');
    expect(validatePassword('école#2024')).toBe('Password must contain at least one uppercase letter');
    expect(validatePassword('École#2024')).toBeNull();
  });

  it('counts neither caseless letters nor accents as special characters', () => {
    expect(validatePassword('Ab1中文字符号')).toBe('Password must contain at least one special character');
    expect(validatePassword('Ab1e\u0301e\u0301e\u0301e\u0301')).toBe('Password must contain at least one special character');
  });

  it('counts a space as a special character and never trims', () => {
    expect(validatePassword('Kindred 2024')).toBeNull();
    expect(validatePassword(' Ab1cdef')).toBeNull();
  });
});

describe('checkPasswordRules', () => {
  it('reports every rule with its checklist label', () => {
    expect(checkPasswordRules('kindred')).toEqual([
      { id: 'minLength', label: 'At least 8 characters long', passed: false },
      { id: 'maxLength', label: 'No more than 128 characters long', passed: true },
      { id: 'uppercase', label: 'At least one uppercase letter', passed: false },
      { id: 'lowercase', label: 'At least one lowercase letter', passed: true },
      { id: 'digit', label: 'At least one digit', passed: false },
      { id: 'special', label: 'At least one special character', passed: false },
    ]);
  });

  it('passes every rule for a strong password', () => {
    expect(checkPasswordRules('Kindred#2024').every((rule) => rule.passed)).toBe(true);
  });
});

describe('passwordSchema', () => {
  it('accepts a valid password unchanged', () => {
    expect(passwordSchema.parse(' Kindred#2024 ')).toBe(' Kindred#2024 ');
  });

  it('reports only the first failing message', () => {
    expect(messagesOf(passwordSchema, 'abc')).toEqual(['Password must be at least 8 characters long']);
    expect(messagesOf(passwordSchema, 'Kindred2024')).toEqual(['Password must contain at least one special character']);
  });

  it.each([undefined, null])('reports "Password is required" for %j', (value) => {
    expect(messagesOf(passwordSchema, value)).toEqual(['Password is required']);
  });
});

describe('parseId', () => {
  it.each([
    [1, 1],
    ['1', 1],
    ['42', 42],
    [ID_MAX, ID_MAX],
    [String(ID_MAX), ID_MAX],
  ])('reads %j as %i', (value, id) => {
    expect(parseId(value)).toBe(id);
  });

  it.each([undefined, null, '', 'undefined', 'null', '0', 0, -1, '-1', 1.5, '1.5', '07', ' 7', '7 ', '1e3', '0x10', NaN, ID_MAX + 1, String(ID_MAX + 1), true, {}])(
    'rejects %j',
    (value) => {
      expect(parseId(value)).toBeNull();
    },
  );
});

describe('validateKindredId', () => {
  it('returns the id as a number', () => {
    expect(validateKindredId('12')).toBe(12);
  });

  it.each([undefined, null, '', 'undefined', '0', 'abc'])('throws "Invalid kindred ID" for %j', (value) => {
    expect(() => validateKindredId(value)).toThrow(new Error('Invalid kindred ID'));
  });
});

describe('validateMemoryId', () => {
  it('returns the id as a number', () => {
    expect(validateMemoryId(9)).toBe(9);
  });

  it.each([undefined, null, '', 'undefined', -3, '2.5'])('throws "Invalid memory ID" for %j', (value) => {
    expect(() => validateMemoryId(value)).toThrow(new Error('Invalid memory ID'));
  });
});

describe('idSchema', () => {
  it('turns decimal text into a number', () => {
    expect(kindredIdSchema.parse('5')).toBe(5);
    expect(memoryIdSchema.parse(6)).toBe(6);
  });

  it.each([undefined, null, '', 'undefined', 0, '1.5', true])('reports only its own message for %j', (value) => {
    expect(messagesOf(kindredIdSchema, value)).toEqual(['Invalid kindred ID']);
    expect(messagesOf(memoryIdSchema, value)).toEqual(['Invalid memory ID']);
    expect(messagesOf(idSchema('Invalid key date ID'), value)).toEqual(['Invalid key date ID']);
  });
});

describe('normalizeSearchQuery', () => {
  it('trims the text', () => {
    expect(normalizeSearchQuery('  birthday cake ')).toBe('birthday cake');
  });

  it.each([undefined, null, '', '   ', '\n\t'])('gives null for %j', (value) => {
    expect(normalizeSearchQuery(value)).toBeNull();
  });
});

describe('kindredInputSchema', () => {
  it('trims name and relationship', () => {
    expect(kindredInputSchema.parse({ name: '  Ada ', relationship: ' Friend ' })).toEqual({ name: 'Ada', relationship: 'Friend' });
  });

  it('requires both fields with their spec-style messages', () => {
    const result = kindredInputSchema.safeParse({ name: '  ', relationship: undefined });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['name'], message: 'Name is required' },
      { path: ['relationship'], message: 'Relationship is required' },
    ]);
  });

  it('caps the name at 100 and the relationship at 50 characters', () => {
    expect(KINDRED_NAME_MAX_LENGTH).toBe(100);
    expect(KINDRED_RELATIONSHIP_MAX_LENGTH).toBe(50);
    expect(messagesOf(kindredInputSchema, { name: 'n'.repeat(100), relationship: 'r'.repeat(50) })).toBe('ok');
    expect(messagesOf(kindredInputSchema, { name: 'n'.repeat(101), relationship: 'r'.repeat(51) })).toEqual([
      'Name must be no more than 100 characters long',
      'Relationship must be no more than 50 characters long',
    ]);
  });

  it('drops unknown fields', () => {
    expect(kindredInputSchema.parse({ name: 'Ada', relationship: 'Friend', userId: 7 })).toEqual({ name: 'Ada', relationship: 'Friend' });
  });
});
