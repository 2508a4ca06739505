// The built-in table of action codes: names by number, never the server's translated or renamed names.
import { describe, expect, it } from 'vitest';
import { ACTION_KINDS, actionKind, actionName, isTextInTranslationLanguage, isTranslationAction, isWrittenTextAction, TRANSLATION_ACTIONS } from '../../src/weblate/actions.ts';

describe('actionName', () => {
  it('names the codes the read-API document and the real-server notes show', () => {
    expect(actionName(0)).toBe('Resource updated');
    expect(actionName(2)).toBe('Translation changed');
    expect(actionName(17)).toBe('Changes committed');
    expect(actionName(18)).toBe('Changes pushed');
    expect(actionName(21)).toBe('Repository rebased');
    expect(actionName(36)).toBe('Translation approved');
    expect(actionName(45)).toBe('Contributor joined');
    expect(actionName(53)).toBe('Repository notification received');
    expect(actionName(59)).toBe('String updated in the repository');
    expect(actionName(71)).toBe('String added in the repository');
  });

  it('names the codes newer Weblate releases added up to 104 (files, fonts, labels, backups, workspaces, alerts)', () => {
    expect(actionName(78)).toBe('File uploaded');
    expect(actionName(88)).toBe('Repository cleanup');
    expect(actionName(94)).toBe('User edit reverted');
    expect(actionName(100)).toBe('Project moved');
    expect(actionName(104)).toBe('Alert reopened');
  });

  it('uses the names of Weblate 5.1 and later for codes renamed in 5.1', () => {
    // Variant A servers send 'New source string', 'New translation', 'Created project'.
    expect(actionName(13)).toBe('Source string added');
    expect(actionName(5)).toBe('Translation added');
    expect(actionName(50)).toBe('Project created');
    expect(actionName(51)).toBe('Component created');
  });

  it('shows unknown and unused codes by number', () => {
    expect(actionName(105)).toBe('Action 105');
    expect(actionName(16)).toBe('Action 16');
    expect(actionName(-1)).toBe('Action -1');
  });
});

describe('translation actions', () => {
  it('are the codes that create or change a translation', () => {
    expect(TRANSLATION_ACTIONS).toEqual([2, 5, 6, 7, 8, 9, 36]);
    expect(isTranslationAction(7)).toBe(true);
    expect(isTranslationAction(4)).toBe(false);
    expect(isTranslationAction(1)).toBe(false);
  });

  it("say whose text is in the translation's language: all but comments, announcements, Weblate's save errors and flags", () => {
    expect([2, 4, 5, 7, 26, 63, 999].map(isTextInTranslationLanguage)).toEqual([true, true, true, true, true, true, true]);
    expect([3, 46, 64, 65].map(isTextInTranslationLanguage)).toEqual([false, false, false, false]);
    // Weblate writes 70 with its English message and 79 with the string's flags, each on a translation.
    expect([70, 79].map(isTextInTranslationLanguage)).toEqual([false, false]);
  });
});

describe('action kinds', () => {
  it('are six, in the order of their colours', () => {
    expect(ACTION_KINDS).toEqual([
      'translations added', 'translations edited', 'suggestions', 'comments and alerts', 'source strings', 'repository and administration',
    ]);
  });

  it('put each code in the kind of what it records', () => {
    expect([5, 9, 54, 2, 36, 4, 7, 3, 47, 102, 13, 59, 17, 45, 50].map(actionKind)).toEqual([
      'translations added', 'translations added', 'translations added', 'translations edited', 'translations edited',
      'suggestions', 'suggestions', 'comments and alerts', 'comments and alerts', 'comments and alerts',
      'source strings', 'source strings', 'repository and administration', 'repository and administration', 'repository and administration',
    ]);
  });

  it('take a file uploaded (78) for translations uploaded, and a translation removed (25) for administration', () => {
    expect(actionKind(78)).toBe('translations added');
    expect(actionKind(25)).toBe('repository and administration');
  });

  it('put codes newer than the table, and unused ones, with repository and administration', () => {
    expect([105, 16, -1].map(actionKind)).toEqual(['repository and administration', 'repository and administration', 'repository and administration']);
  });
});

describe('isWrittenTextAction', () => {
  it('holds for translations, suggestions, comments and source strings, not for a project or component created or a repository action', () => {
    const codes = [5, 2, 7, 4, 3, 13, 50, 51, 17, 18];
    expect(codes.map(isWrittenTextAction)).toEqual([true, true, true, true, true, true, false, false, false, false]);
  });
});
