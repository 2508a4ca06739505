// Answers counted for a request refused over and over: only those to requests sent after its first refusal.
import { describe, expect, it } from 'vitest';
import { AnswersAfter } from '../../src/crawler/answers-after.ts';

describe('AnswersAfter', () => {
  it('counts answers to requests sent after the one given, each watch its own, until stopped', () => {
    const answers = new AnswersAfter();
    const first = answers.watch(10);
    answers.answered(8);
    answers.answered(10);
    answers.answered(11);
    const second = answers.watch(12);
    answers.answered(12);
    answers.answered(13);
    answers.stop(first);
    answers.answered(14);
    expect([first.count, second.count]).toEqual([3, 2]);
  });
});
