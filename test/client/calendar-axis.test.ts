import { describe, expect, it } from 'vitest';
import { calendarAxis } from '../../src/components/calendar-axis.ts';

describe('calendarAxis', () => {
  it('writes month names above their columns and Mon, Wed and Fri beside their rows', () => {
    const months = [{ week: 0, label: 'Nov' }, { week: 4, label: 'Dec' }];
    expect(calendarAxis(months)).toBe(
      '<text x="28" y="11">Nov</text><text x="80" y="11">Dec</text>' +
        '<text x="0" y="25">Mon</text><text x="0" y="51">Wed</text><text x="0" y="77">Fri</text>',
    );
  });

  it('escapes a label, and makes the markup once per list of months', () => {
    const months = [{ week: 1, label: 'A<&>' }];
    const first = calendarAxis(months);
    expect(first.startsWith('<text x="41" y="11">A&lt;&amp;&gt;</text>')).toBe(true);
    expect(calendarAxis(months)).toBe(first);
    expect(calendarAxis([{ week: 1, label: 'B' }]).startsWith('<text x="41" y="11">B</text>')).toBe(true);
  });
});
