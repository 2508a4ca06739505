// E-mail addresses in a server's text a message quotes: found in one pass, written '<e-mail address>'.
import { describe, expect, it } from 'vitest';
import { mayHoldEmailAddress, withoutEmailAddresses } from '../../src/weblate/email-addresses.ts';

describe('withoutEmailAddresses', () => {
  it('writes each e-mail address in a text as <e-mail address>, leaving the rest as it was', () => {
    expect(withoutEmailAddresses('invited k.nowak@example.org to the project')).toBe('invited <e-mail address> to the project');
    expect(withoutEmailAddresses('mailto:kat+weblate@mail.example.co.uk, ana@example.org.')).toBe('mailto:<e-mail address>, <e-mail address>.');
    expect(withoutEmailAddresses('<zoë.müller@exämple.de>')).toBe('<<e-mail address>>');
    expect(withoutEmailAddresses('"o\'brien@example.org"')).toBe('"<e-mail address>"');
    expect(withoutEmailAddresses('no address here')).toBe('no address here');
  });

  it("masks a local part holding RFC 5322's other characters, ! # $ * ^ ` | ~ { }, none of which it starts or ends with", () => {
    // 'kat!<e-mail address>' where 'kat!x@example.org' was quoted: the scan back stopped at the '!'.
    expect(withoutEmailAddresses('to kat!x@example.org, k#1@example.org, a$b*c^d`e|f~g{h}i@example.org')).toBe('to <e-mail address>, <e-mail address>, <e-mail address>');
    // Markdown's and a code span's marks around an address stay; a template's or a glob's local part is none.
    expect(withoutEmailAddresses('**kat@example.org**, `kat@example.org`, ~kat@example.org')).toBe('**<e-mail address>**, `<e-mail address>`, ~<e-mail address>');
    for (const text of ['{username}@users.noreply.example.org', '*@example.org', 'kat!@example.org', '${user}@example.org']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
    // A URL's query and path keep their separators (/ = ? & are no local part's here): what is before them is no address's.
    expect(withoutEmailAddresses('https://elsewhere.example/api/users/kat@example.org/?a=1&email=kat@example.org')).toBe('https://elsewhere.example/api/users/<e-mail address>/?a=1&email=<e-mail address>');
    for (const text of [`${'!'.repeat(1_200_000)}@example.org`, 'a!@'.repeat(400_000), `k${'!k'.repeat(600_000)}@x.org`]) {
      expect(withoutEmailAddresses(text).length).toBeGreaterThan(0);
    }
  });

  it('reads a fullwidth or small commercial at (U+FF20, U+FE6B) as an @, as a reader does', () => {
    // 'kat\uff20example.org' was quoted whole.
    expect(withoutEmailAddresses('to kat\uff20example.org and k.nowak\ufe6bexample.org.')).toBe('to <e-mail address> and <e-mail address>.');
    expect(withoutEmailAddresses('kat@home\uff20example.org, a\uff20b@example.org')).toBe('kat@<e-mail address>, a\uff20<e-mail address>');
    for (const text of ['lodash\uff204.17.21', 'kat\uff20localhost', '\uff20scope/pkg', 'HEAD\uff20{1}', 'git\uff20github.com:org/app.git']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
    for (const text of ['\uff20'.repeat(1_200_000), 'a\ufe6b'.repeat(600_000), 'a\uff20b.cc:'.repeat(150_000)]) {
      expect(withoutEmailAddresses(text).length).toBeGreaterThan(0);
    }
  });

  it('reads a fullwidth or ideographic full stop between two ASCII letters or digits as a dot, and not one that ends a sentence', () => {
    // 'kat\uff20example\uff0eorg' was quoted whole.
    expect(withoutEmailAddresses('mail kat\uff20example\uff0eorg now')).toBe('mail <e-mail address> now');
    expect(withoutEmailAddresses('kat\uff0enowak@mail\uff61example\u3002com, kat@example\uff0eorg')).toBe('<e-mail address>, <e-mail address>');
    // After a domain and before a local part, the stop ends a sentence: the mask stops at it.
    expect(withoutEmailAddresses('write kat\uff20example\uff0eorg\u3002 Next')).toBe('write <e-mail address>\u3002 Next');
    expect(withoutEmailAddresses('kat@example.org\u3002\u6b21\u306e\u6587')).toBe('<e-mail address>\u3002\u6b21\u306e\u6587');
    expect(withoutEmailAddresses('\u3067\u3059\u3002kat@example.org')).toBe('\u3067\u3059\u3002<e-mail address>');
    // A version written so stays one, as it does with dots; so does a name without a second label.
    for (const text of ['lodash\uff204\uff0e17\uff0e21', 'jquery@3\uff0e6\uff0e0\uff0emin\uff0ejs', 'kat@example\uff0e', 'kat@example\u3002\u3002org']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
    for (const text of ['a\uff0e'.repeat(600_000), 'a\uff20b\uff0e'.repeat(400_000), '\u3002'.repeat(1_200_000)]) {
      expect(withoutEmailAddresses(text).length).toBeGreaterThan(0);
    }
  });

  it('leaves what is no address: an @ alone, a mention, a host without a dot, a URL\'s user and git\'s scp-like remote', () => {
    for (const text of ['@', 'a@', '@example.org', '@kat said so', 'kat@localhost', 'a@b.c', 'x@.org', 'x@a..org', 'x.@example.org',
      'ssh://git@git.example.org/org/app.git', 'fatal: git@github.com:org/app.git not found', 'a@b@c']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
  });

  it('masks an address followed by a colon and no remote\'s path: only git\'s scp-like remote is left', () => {
    expect(withoutEmailAddresses('Failed to send mail to k.nowak@example.org:[Errno 111] Connection refused')).toBe('Failed to send mail to <e-mail address>:[Errno 111] Connection refused');
    expect(withoutEmailAddresses('owner=k.nowak@example.org:admin, kat@example.org:550 rejected')).toBe('owner=<e-mail address>:admin, <e-mail address>:550 rejected');
    expect(withoutEmailAddresses('"k.nowak@example.org:"')).toBe('"<e-mail address>:"');
    // A no-break or ideographic space ends what follows the ':' as an ASCII one does.
    expect(withoutEmailAddresses('mail k.nowak@example.org:\u00a0docs/x, kat@example.org:\u3000a/b')).toBe('mail <e-mail address>:\u00a0docs/x, <e-mail address>:\u3000a/b');
    for (const text of ['git@gitlab.com:app.git', 'git@host.example.org:~/repo', 'deploy@host.example.org:/srv/git/app', 'git@github.com:Org/App.GIT']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
  });

  it('leaves a package\'s version, whose last number is no top-level domain', () => {
    for (const text of ['requires lodash@4.17.21', 'vue@3.4.21 react@18.2.0', 'translate-toolkit@3.13.10', 'x@10.0.0.10']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
    expect(withoutEmailAddresses('k@mail.example.xn--p1ai, k@example.org2')).toBe('<e-mail address>, <e-mail address>');
  });

  it("leaves a pre-release's version, whose last part starts with a number as no top-level domain does", () => {
    // 'requires <e-mail address>' where 'requires bootstrap@5.3.0-alpha1' was quoted.
    for (const text of ['requires bootstrap@5.3.0-alpha1', 'npm ERR! peer react@18.3.0-canary-2a0f3b1', 'vue@3.5.0-beta3', 'bar@1.2.0b1', 'example.org/x/y@v0.0.0-20240101120000-abcdef123456']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
    expect(withoutEmailAddresses('kat@mail2.example.org, kat@example.c0m')).toBe('<e-mail address>, <e-mail address>');
  });

  it("leaves a version whose first two parts are numbers, however its pre-release part ends, as no host name's are", () => {
    // 'No matching version found for <e-mail address>' where 'foo@1.0.0-alpha.beta' (semver.org's own example) was quoted.
    for (const text of ['No matching version found for foo@1.0.0-alpha.beta', 'go get x@v1.2.3-pre.release', 'npm i next@15.0.0-canary.next']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
    // A host name's first part may be a number, its second is not.
    expect(withoutEmailAddresses('kat@163.com, kat@1und1.de, a@3com.com, kat@126.mail.example.org')).toBe('<e-mail address>, <e-mail address>, <e-mail address>, <e-mail address>');
  });

  it('masks an address at a host name holding an IPv4 address, as nip.io and sslip.io serve, though its first two parts are numbers', () => {
    // Left as a version since 8d830be: 'noreply@192.168.1.20.nip.io', a LAN Weblate's sender, was written out.
    expect(withoutEmailAddresses('from noreply@192.168.1.20.nip.io, kat@10.0.0.1.sslip.io and a@1.2.3.4.example.org')).toBe('from <e-mail address>, <e-mail address> and <e-mail address>');
    expect(withoutEmailAddresses('foo@1.0.0-alpha.beta, x@v1.2.3-pre.release, y@1.2.3.4-rc.next')).toBe('foo@1.0.0-alpha.beta, x@v1.2.3-pre.release, y@1.2.3.4-rc.next');
  });

  it('masks an address at a host name whose first parts are numbers and whose first other part is a name followed by another', () => {
    // 'kat@1.2.example.org' was left as a version: its first two parts are numbers.
    expect(withoutEmailAddresses('to kat@1.2.example.org, a@1.2.3.mail.example.org and x@2024.10.example.co.uk.')).toBe('to <e-mail address>, <e-mail address> and <e-mail address>.');
    // A version's part after its numbers starts with one ('0-alpha'), or is its last ('5.4.0.Final', Maven's).
    for (const text of ['hibernate-core@5.4.0.Final', 'spring@5.0.0.RELEASE', 'foo@1.2.beta', 'foo@1.0.0-alpha.beta', 'y@1.2.3-x.example.org']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
  });

  it("masks an address in a URL's fragment, after a '#' that follows the URL's host", () => {
    // Shown since bce38d7 let a local part hold '#': read back to the '//', it was the URL's user.
    expect(withoutEmailAddresses('see https://weblate.example.org#kat@example.org and http://x#a.b!c@example.org.')).toBe(
      'see https://weblate.example.org#<e-mail address> and http://x#<e-mail address>.',
    );
    // A URL's user stays a user, symbols and all (RFC 3986 allows ! $ * in one).
    for (const text of ['ssh://git@git.example.org/app.git', 'http://ab!kat@example.org/', 'https://a$b@example.org']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
  });

  it("leaves a version followed by a file's name (a name part and an extension no top-level domain is) as it was", () => {
    // Masked whole since 7133897 took the name after the numbers for a host name's.
    for (const text of ['jquery@3.6.0.min.js', 'bootstrap@5.3.0.min.css', 'react-dom@18.2.0.production.min.js', 'hibernate-core@5.4.0.Final.jar', 'x@1.2.beta.JSON']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
    // An address's top-level domain is none of them.
    expect(withoutEmailAddresses('kat@1.2.example.org, kat@1.2.3.mail.example.zip')).toBe('<e-mail address>, <e-mail address>');
  });

  it("masks an address whose domain is an address literal, an IPv4 or IPv6 address in brackets (RFC 5321's)", () => {
    // 'kat@[192.0.2.1]' was quoted whole: the domain's scan stopped at the '['.
    expect(withoutEmailAddresses('to kat@[192.0.2.1] and k.nowak@[IPv6:2001:db8::1], a@[ipv6:::ffff:192.0.2.1].')).toBe('to <e-mail address> and <e-mail address>, <e-mail address>.');
    expect(withoutEmailAddresses('kat@[192.0.2.1]:[Errno 111], "kat"@[192.0.2.1]')).toBe('<e-mail address>:[Errno 111], <e-mail address>');
    for (const text of ['@[192.0.2.1]', 'x@[1.2.3]', 'x@[1.2.3.4.5]', 'x@[1234.2.3.4]', 'x@[IPv6:2001]', 'x@[IPv6:zz::1]', 'kat@[example.org]', 'x@[192.0.2.1',
      'ssh://git@[192.0.2.1]/org/app.git', 'git@[192.0.2.1]:org/app.git', 'x.@[192.0.2.1]', 'HEAD@{1}', 'a@[0]']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
    for (const text of ['a@[1.1.1.1'.repeat(120_000), `a@[IPv6:${':'.repeat(60)}`.repeat(20_000), 'a@[1.1.1.1]'.repeat(100_000), '@['.repeat(600_000)]) {
      expect(withoutEmailAddresses(text).length).toBeGreaterThan(0);
    }
  });

  it('writes an address percent-encoded, its @ written %40 as a link\'s query has it, as <e-mail address> too', () => {
    expect(withoutEmailAddresses('https://elsewhere.example/api/changes/?page=2&user=k.nowak%40example.org')).toBe('https://elsewhere.example/api/changes/?page=2&user=<e-mail address>');
    expect(withoutEmailAddresses('?email=kat%40example.org&next=ana@example.org')).toBe('?email=<e-mail address>&next=<e-mail address>');
    for (const text of ['lodash%404.17.21', 'git%40github.com:org/app.git', 'a%40b', '%40example.org']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
    for (const text of ['%40'.repeat(400_000), 'a%40b.cc:'.repeat(150_000), 'a%40'.repeat(300_000), '@%40'.repeat(300_000)]) {
      expect(withoutEmailAddresses(text).length).toBeGreaterThan(0);
    }
  });

  it("writes an address percent-encoded twice or more, its @ written %2540, as <e-mail address> too", () => {
    // A link in a link's query ('?next=' + an encoded URL) has its '%40' encoded again: 'kat%2540example.org' was
    // quoted whole. An '=' encoded, '%3D', is read into the local part, as it was before a '%40'.
    expect(withoutEmailAddresses('?next=/api/?email%3Dkat%2540example.org, x%2540example.org and k%252540example.org.')).toBe('?next=/api/?<e-mail address>, <e-mail address> and <e-mail address>.');
    for (const text of ['lodash%25404.17.21', 'git%2540github.com:org/app.git', 'a%2540b', '%2540example.org', 'x%25540example.org']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
    for (const text of ['%2540'.repeat(240_000), 'a%2540b.cc:'.repeat(100_000), '%25'.repeat(400_000), `${'%25'.repeat(400_000)}40x.org`]) {
      expect(withoutEmailAddresses(text).length).toBeGreaterThan(0);
    }
  });

  it('reads an address through a format character or a letter outside the BMP, a surrogate pair', () => {
    // A tag character (U+E0020, shown as nothing as a zero-width space is) ended the scan: the address was quoted whole.
    expect(withoutEmailAddresses('invited k.nowak\u{E0020}@example.org and k.nowak@exam\u{E0020}ple.org')).toBe('invited <e-mail address> and <e-mail address>');
    expect(withoutEmailAddresses('invited k.no\u{E0020}wak@example.org, kat@\u{20000}\u{20001}.example.org.')).toBe('invited <e-mail address>, <e-mail address>.');
    // A half of a pair alone is neither, and an emoji ends the local part.
    for (const text of ['k\ud800@example.o\udc00', '\udc00@example.org']) expect(withoutEmailAddresses(text)).toBe(text);
    expect(withoutEmailAddresses('\u{1F44D}kat@example.org')).toBe('\u{1F44D}<e-mail address>');
  });

  it('reads an address through a format character inside it (a zero-width space, a soft hyphen), which shows as nothing', () => {
    // 'k.no\u200bwak@example.org' was quoted 'k.no\u200b<e-mail address>', and 'k.nowak@exam\u00adple.org' whole.
    expect(withoutEmailAddresses('invited k.no\u200bwak@example.org and k.nowak@exam\u00adple.org')).toBe('invited <e-mail address> and <e-mail address>');
    expect(withoutEmailAddresses('k.nowak\u2060@example.org, kat@\u200bexample.org, ana\u00ad@exa\u200dmple.org')).toBe('<e-mail address>, <e-mail address>, <e-mail address>');
    expect(withoutEmailAddresses('k.nowak%40exam\u00adple.org')).toBe('<e-mail address>');
    // Those around it stay, and one counts for no character of a label.
    expect(withoutEmailAddresses('\u200bk@example.org\u200b.')).toBe('\u200b<e-mail address>\u200b.');
    for (const text of ['lodash@4.17.2\u00ad1', 'k@\u200b.\u200b\u200b', 'k@example.o\u200b', '\u200b@example.org']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
    for (const text of ['\u200b'.repeat(1_200_000), `k@${'\u00ad.'.repeat(600_000)}`, '\u200b@'.repeat(600_000), `${'.\u200b'.repeat(600_000)}@x.org`]) {
      expect(withoutEmailAddresses(text).length).toBeGreaterThan(0);
    }
  });

  it('writes an address with a quoted local part (RFC 5321\'s, which Django\'s EmailValidator takes) as <e-mail address> whole', () => {
    // '"kat nowak"@example.org' was quoted whole, its domain too.
    expect(withoutEmailAddresses('invited "kat nowak"@example.org and "k.nowak"@example.org.')).toBe('invited <e-mail address> and <e-mail address>.');
    expect(withoutEmailAddresses(`say "hi" to "${'a'.repeat(64)}"@example.org`)).toBe('say "hi" to <e-mail address>');
    // An '@' within the quotes is the local part's (Django splits an address at its last '@'): '"kat@home"@example.org' was kept whole.
    expect(withoutEmailAddresses('invited "kat@home"@example.org and "@"@example.org.')).toBe('invited <e-mail address> and <e-mail address>.');
    // One holding an address, masked alone at its own '@', had its domain kept: '"<e-mail address>"@example.org'.
    expect(withoutEmailAddresses('invited "kat@home.org"@example.org, k@x.org and "a@b.org"@c.org.')).toBe('invited <e-mail address>, <e-mail address> and <e-mail address>.');
    // One holding two, only the last of which was taken back: 'a "<e-mail address> <e-mail address>"@example.org'.
    expect(withoutEmailAddresses('a "kat@home.org k@x.org"@example.org b')).toBe('a <e-mail address> b');
    // Not an empty one, one longer than a local part may be, one across a line, nor one with no domain.
    for (const text of ['""@example.org', `"${'a'.repeat(65)}"@example.org`, '"x\ny"@example.org', '"a"@b', '"a"@x.org:org/app.git']) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
    for (const text of ['"@'.repeat(600_000), `"${'a'.repeat(60)}"@`.repeat(20_000), `"${' '.repeat(63)}"@x.org`.repeat(20_000)]) {
      expect(withoutEmailAddresses(text).length).toBeGreaterThan(0);
    }
    // Each taken back into the next one's quoted local part: in one pass (cutting back the text
    // cleaned so far copied it each time, minutes for this).
    expect(withoutEmailAddresses('"a@b.org"@c.org '.repeat(100_000))).toBe('<e-mail address> '.repeat(100_000));
    expect(withoutEmailAddresses('"a@b.org c@d.org"@e.org '.repeat(70_000))).toBe('<e-mail address> '.repeat(70_000));
  });

  it('masks back to a stray double quote only where a quote closes right before the @, as a quoted local part does', () => {
    // A quote not right before the '@' is no local part's: only the address is masked.
    expect(withoutEmailAddresses('say "hi to kat@example.org')).toBe('say "hi to <e-mail address>');
    // One right before it closes a quoted local part, which may hold spaces ('"kat nowak"@example.org'):
    // masking less would show a part of one, so the words back to the stray quote are masked with it.
    expect(withoutEmailAddresses('say "hi to kat"@example.org')).toBe('say <e-mail address>');
    expect(withoutEmailAddresses('say "hi" to "kat"@example.org')).toBe('say "hi" to <e-mail address>');
  });

  it('reads the edges of each class of characters an address holds: _ and A and a letter or digit outside the BMP, and not a brace', () => {
    expect(['k_nowak@example.org', 'Anna@example.org', 'kat\u{10000}@example.org', 'kat\u{1D7FF}@example.org', 'kat@example.org{x}'].map(withoutEmailAddresses))
      .toEqual(['<e-mail address>', '<e-mail address>', '<e-mail address>', '<e-mail address>', '<e-mail address>{x}']);
  });

  it('reads no character beside a surrogate pair with it, nor a lone half as a letter', () => {
    // An emoji before the local part, then a high and a low surrogate alone (JSON's "\ud800" escapes).
    expect(['😀kat@example.org', 'x\ud800kat@example.org', 'x\udc00kat@example.org'].map(withoutEmailAddresses))
      .toEqual(['😀<e-mail address>', 'x\ud800<e-mail address>', 'x\udc00<e-mail address>']);
  });

  it('reads a wide full stop as a dot between capitals, digits and one-letter labels too', () => {
    expect(['ANNA＠EXAMPLE．ORG', 'k9＠mail9．0day．example．org', 'kat＠a．b.jp', 'Zoe＠Z．Zeta．org'].map(withoutEmailAddresses))
      .toEqual(['<e-mail address>', '<e-mail address>', '<e-mail address>', '<e-mail address>']);
  });

  it('takes four numbers of up to three digits and one name for a host name, a first part of v alone for no number, and a V for a version\'s', () => {
    expect(['kat@10.0.0.5.local', 'kat@v.2mail.org', 'kat@1000.0.0.5.local', 'kat@10.0.0.local', 'x@V1.2.3-pre.release'].map(withoutEmailAddresses))
      .toEqual(['<e-mail address>', '<e-mail address>', 'kat@1000.0.0.5.local', 'kat@10.0.0.local', 'x@V1.2.3-pre.release']);
  });

  it('reads an IPv6 address literal of two colons and hex digits a to f, and none of one colon or another letter', () => {
    expect(['kat@[IPv6:::1]', 'kat@[IPv6:fe80::a]', 'kat@[IPv6:1:2]', 'kat@[IPv6:2001:db8::g]'].map(withoutEmailAddresses))
      .toEqual(['<e-mail address>', '<e-mail address>', 'kat@[IPv6:1:2]', 'kat@[IPv6:2001:db8::g]']);
  });

  it("runs no local part back past an '@' percent-encoded at the text's start, nor past one's last digit", () => {
    expect(['%40kat@example.org', 'k@x.org"a@b.org"@example.org'].map(withoutEmailAddresses)).toEqual(['%40<e-mail address>', '<e-mail address><e-mail address>']);
  });

  it("reads a fragment's '#' only after a URL's '//', at the text's start too, and keeps what starts the local part after it", () => {
    expect(['//a#kat@example.org', '//git@example.org/x', 'a/k#1@example.org', '/(k#1@example.org'].map(withoutEmailAddresses))
      .toEqual(['//a#<e-mail address>', '//git@example.org/x', 'a/<e-mail address>', '/(<e-mail address>']);
    expect(['https://x#.kat@example.org', 'https://x#!kat@example.org', 'https://x#\u200bkat@example.org', 'mail kat@example.org-'].map(withoutEmailAddresses))
      .toEqual(['https://x#.<e-mail address>', 'https://x#!<e-mail address>', 'https://x#\u200b<e-mail address>', 'mail <e-mail address>-']);
  });

  it('takes a text of megabytes in one pass, however its @s and dots lie', () => {
    // Each is over a million characters; a regular expression backtracking over them, or a search
    // back from every @ over the whole text, would take minutes.
    for (const text of ['a@'.repeat(600_000), 'a@b '.repeat(300_000), `${'a.'.repeat(600_000)}@`, `@${'a-'.repeat(600_000)}`, 'a@b.'.repeat(300_000)]) {
      const cleaned = withoutEmailAddresses(text);
      expect(cleaned.length).toBeGreaterThan(0);
    }
    expect(withoutEmailAddresses('x@example.org '.repeat(100_000))).toBe('<e-mail address> '.repeat(100_000));
  });
});

describe('mayHoldEmailAddress', () => {
  it("tells a text holding an '@', a fullwidth or small one, or one percent-encoded, from one holding none", () => {
    expect(['no address', '%4', '%', '%40', '%2540', 'a\uff20b', 'a\ufe6b', 'a@'].map(mayHoldEmailAddress)).toEqual([false, false, false, true, true, true, true, true]);
  });
});
