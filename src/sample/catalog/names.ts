// Name material for the sample instance: people in several scripts (each with the Latin
// spelling their username is built from), project and component names, and text fragments.

/** A given or family name: how it is written, and the ASCII form a username uses. */
export type NamePart = readonly [written: string, ascii: string];

/** Sets of given and family names per script; `joiner` is what goes between them. */
export interface NameScript {
  script: string;
  given: readonly NamePart[];
  family: readonly NamePart[];
  familyFirst: boolean;
  joiner: string;
}

export const NAME_SCRIPTS: readonly NameScript[] = [
  {
    script: 'latin',
    familyFirst: false,
    joiner: ' ',
    given: [
      ['José', 'jose'], ['Zoë', 'zoe'], ['Łukasz', 'lukasz'], ['Søren', 'soren'], ['Ana', 'ana'],
      ['François', 'francois'], ['Jürgen', 'jurgen'], ['Ines', 'ines'], ['Mateus', 'mateus'],
      ['Ægir', 'aegir'], ['Chloé', 'chloe'], ['Tomáš', 'tomas'], ['Björn', 'bjorn'], ['Maria', 'maria'],
      ['Guðrún', 'gudrun'], ['Nuno', 'nuno'], ['Emma', 'emma'], ['Oliver', 'oliver'], ['Aylin', 'aylin'],
      ['Kateřina', 'katerina'], ['Joaquín', 'joaquin'], ['Hélène', 'helene'], ['Dagný', 'dagny'],
      ['Wiktoria', 'wiktoria'], ['Ngozi', 'ngozi'], ['Tiago', 'tiago'], ['Liam', 'liam'], ['Sven', 'sven'],
    ],
    family: [
      ['Álvarez', 'alvarez'], ['Müller', 'muller'], ['Wróbel', 'wrobel'], ['Kierkegård', 'kierkegard'],
      ['Dupré', 'dupre'], ['Novák', 'novak'], ['Øster', 'oster'], ['García', 'garcia'], ['Şahin', 'sahin'],
      ['Nguyễn', 'nguyen'], ['Jónsdóttir', 'jonsdottir'], ['Smith', 'smith'], ['Rossi', 'rossi'],
      ['Kowalska', 'kowalska'], ['Lefèvre', 'lefevre'], ['Okafor', 'okafor'], ['Silva', 'silva'],
      ["O'Brien", 'obrien'], ['van der Berg', 'vanderberg'], ['Dvořák', 'dvorak'], ['Lindqvist', 'lindqvist'],
    ],
  },
  {
    script: 'cyrillic',
    familyFirst: false,
    joiner: ' ',
    given: [
      ['Анна', 'anna'], ['Дмитрий', 'dmitry'], ['Олена', 'olena'], ['Сергей', 'sergey'], ['Мария', 'mariya'],
      ['Іван', 'ivan'], ['Наталья', 'natalya'], ['Богдан', 'bohdan'], ['Ксения', 'ksenia'], ['Олег', 'oleg'],
    ],
    family: [
      ['Петрова', 'petrova'], ['Иванов', 'ivanov'], ['Шевченко', 'shevchenko'], ['Смирнов', 'smirnov'],
      ['Коваленко', 'kovalenko'], ['Волкова', 'volkova'], ['Попов', 'popov'], ['Бондаренко', 'bondarenko'],
    ],
  },
  {
    script: 'arabic',
    familyFirst: false,
    joiner: ' ',
    given: [
      ['محمد', 'mohammed'], ['ليلى', 'layla'], ['أحمد', 'ahmed'], ['فاطمة', 'fatima'], ['يوسف', 'youssef'],
      ['مريم', 'maryam'], ['عمر', 'omar'], ['سارة', 'sara'],
    ],
    family: [
      ['العلي', 'alali'], ['حداد', 'haddad'], ['منصور', 'mansour'], ['الخطيب', 'alkhatib'], ['سليمان', 'suleiman'],
      ['نصر', 'nasr'],
    ],
  },
  {
    script: 'cjk',
    familyFirst: true,
    joiner: '',
    given: [
      ['伟', 'wei'], ['芳', 'fang'], ['花子', 'hanako'], ['健', 'ken'], ['秀英', 'xiuying'], ['翔太', 'shota'],
      ['민준', 'minjun'], ['서연', 'seoyeon'], ['静', 'jing'], ['陽菜', 'hina'],
    ],
    family: [
      ['王', 'wang'], ['李', 'li'], ['佐藤', 'sato'], ['张', 'zhang'], ['鈴木', 'suzuki'], ['김', 'kim'],
      ['陈', 'chen'], ['高橋', 'takahashi'],
    ],
  },
  {
    script: 'hebrew',
    familyFirst: false,
    joiner: ' ',
    given: [['נועה', 'noa'], ['דוד', 'david'], ['תמר', 'tamar'], ['יונתן', 'yonatan']],
    family: [['כהן', 'cohen'], ['לוי', 'levi'], ['מזרחי', 'mizrahi'], ['פרץ', 'peretz']],
  },
];

/** Organisations and hosts used in usernames with '@' (an e-mail-like login, as LDAP setups give). */
export const USERNAME_DOMAINS = ['kde', 'gnome', 'lab', 'uni-bonn', 'fsf', 'debian', 'tor', 'mozilla'];

/** Curated project names; profiles with more projects add numbered combinations of WORDS. */
export const PROJECT_NAMES = [
  'Orbit Notes', 'Lumen Player', 'Kestrel Mail', 'Tessera Maps', 'Quill Editor', 'Harbor Wallet',
  'Fjord Photos', 'Juniper Calendar', 'Marlin Chat', 'Cobalt Terminal', 'Sable Reader', 'Atlas Weather',
];

export const PROJECT_WORDS_A = [
  'Amber', 'Brisk', 'Cedar', 'Delta', 'Ember', 'Falcon', 'Granite', 'Hollow', 'Indigo', 'Jasper', 'Kite',
  'Lark', 'Maple', 'Nimbus', 'Onyx', 'Pine', 'Quartz', 'Raven', 'Summit', 'Tidal', 'Umber', 'Vista',
  'Willow', 'Zephyr',
];
export const PROJECT_WORDS_B = [
  'Notes', 'Player', 'Mail', 'Maps', 'Editor', 'Wallet', 'Photos', 'Calendar', 'Chat', 'Terminal',
  'Reader', 'Browser', 'Tasks', 'Music', 'Backup', 'Docs', 'Scanner', 'Launcher', 'Keyboard', 'Clock',
];

/** Component names after the first ("Core"); each project takes a prefix of this list. */
export const COMPONENT_NAMES = [
  'Core', 'Website', 'Documentation', 'Desktop', 'Server', 'Help pages', 'Installer', 'Release notes',
  'Command line', 'Plugins', 'Settings', 'Onboarding', 'Store listing', 'Accessibility', 'Widgets',
];

/** Source strings (English) for change targets; a few carry markup, as real UI strings do. */
export const SOURCE_TEXTS = [
  'Save changes', 'Open file…', 'Delete %s?', '{count} items selected', 'Settings', 'About this app',
  'Check for updates', 'Your session has expired. Please sign in again.', 'Undo', 'Export as PDF',
  'Press <kbd>Ctrl</kbd>+<kbd>S</kbd> to save', 'Could not connect to "%(server)s"', 'Tom & Jerry mode',
  'Show hidden files', 'Sync now', 'Downloading %d of %d', 'Are you sure?', 'Add account',
  'Welcome back, %s!', 'Read the <a href="https://example.org/help">manual</a>',
];

/** Translated phrase material by script, used to make plausible target texts. */
export const TARGET_TEXTS: Record<string, readonly string[]> = {
  latin: [
    'Änderungen speichern', 'Enregistrer les modifications', 'Guardar cambios', 'Salvar alterações',
    'Datei öffnen…', '%s löschen?', 'Zapisz zmiany', '{count} éléments sélectionnés', 'Ustawienia',
    'Nach Updates suchen', 'Ångra', 'Eksportuj jako PDF', 'Sincronizar agora', 'Čeština je fajn',
    'Drücken Sie <kbd>Strg</kbd>+<kbd>S</kbd>', 'Impossible de se connecter à « %(server)s »',
  ],
  cyrillic: ['Сохранить изменения', 'Открыть файл…', 'Удалить %s?', 'Налаштування', 'Синхронізувати зараз'],
  arabic: ['حفظ التغييرات', 'فتح ملف…', 'حذف %s؟', 'الإعدادات', 'مزامنة الآن', 'ذخیره تغییرات'],
  hebrew: ['שמור שינויים', 'פתח קובץ…', 'הגדרות', 'סנכרן עכשיו'],
  cjk: ['保存更改', '打开文件…', '設定', '変更を保存', '지금 동기화', '删除 %s？'],
  greek: ['Αποθήκευση αλλαγών', 'Ρυθμίσεις'],
  other: ['सहेजें', 'บันทึกการเปลี่ยนแปลง', 'Lưu thay đổi', 'შენახვა', 'Պահպանել'],
};

/**
 * Translations of a few SOURCE_TEXTS for the languages the demo profile uses, by language code
 * (a region variant first, then its base language), so that a language's changes read as that
 * language. Languages without their own list take TARGET_TEXTS of their script.
 */
export const LANGUAGE_TEXTS: Record<string, readonly string[]> = {
  de: ['Änderungen speichern', 'Datei öffnen…', 'Einstellungen', 'Jetzt synchronisieren', '%s löschen?', 'Nach Updates suchen', 'Drücken Sie <kbd>Strg</kbd>+<kbd>S</kbd> zum Speichern'],
  fr: ['Enregistrer les modifications', 'Ouvrir un fichier…', 'Paramètres', 'Synchroniser maintenant', 'Supprimer %s ?', '{count} éléments sélectionnés', 'Impossible de se connecter à « %(server)s »'],
  pt_BR: ['Salvar alterações', 'Abrir arquivo…', 'Configurações', 'Sincronizar agora', 'Excluir %s?', 'Verificar atualizações'],
  pt: ['Guardar alterações', 'Abrir ficheiro…', 'Definições', 'Sincronizar agora', 'Eliminar %s?', 'Procurar atualizações'],
  ar: ['حفظ التغييرات', 'فتح ملف…', 'الإعدادات', 'مزامنة الآن', 'حذف %s؟', 'التحقق من وجود تحديثات'],
  he: ['שמירת שינויים', 'פתיחת קובץ…', 'הגדרות', 'סנכרון עכשיו', 'למחוק את %s?', 'חיפוש עדכונים'],
  zh_Hans: ['保存更改', '打开文件…', '设置', '立即同步', '删除 %s？', '检查更新'],
  zh_Hant: ['儲存變更', '開啟檔案…', '設定', '立即同步', '刪除 %s？', '檢查更新'],
  ru: ['Сохранить изменения', 'Открыть файл…', 'Настройки', 'Синхронизировать сейчас', 'Удалить %s?', 'Проверить обновления'],
  uk: ['Зберегти зміни', 'Відкрити файл…', 'Налаштування', 'Синхронізувати зараз', 'Видалити %s?', 'Перевірити оновлення'],
  es: ['Guardar cambios', 'Abrir archivo…', 'Ajustes', 'Sincronizar ahora', '¿Eliminar %s?', 'Buscar actualizaciones'],
  fa: ['ذخیره تغییرات', 'باز کردن پرونده…', 'تنظیمات', 'همگام‌سازی اکنون', '%s حذف شود؟', 'بررسی به‌روزرسانی‌ها'],
  ja: ['変更を保存', 'ファイルを開く…', '設定', '今すぐ同期', '%s を削除しますか？', 'アップデートを確認'],
  it: ['Salva modifiche', 'Apri file…', 'Impostazioni', 'Sincronizza ora', 'Eliminare %s?', 'Controlla aggiornamenti'],
  pl: ['Zapisz zmiany', 'Otwórz plik…', 'Ustawienia', 'Synchronizuj teraz', 'Usunąć %s?', 'Sprawdź aktualizacje', 'Eksportuj jako PDF'],
  sl: ['Shrani spremembe', 'Odpri datoteko…', 'Nastavitve', 'Sinhroniziraj zdaj', 'Želite izbrisati %s?', 'Preveri posodobitve'],
  ga: ['Sábháil athruithe', 'Oscail comhad…', 'Socruithe', 'Sioncrónaigh anois', 'Scrios %s?', 'Seiceáil le haghaidh nuashonruithe'],
  nl: ['Wijzigingen opslaan', 'Bestand openen…', 'Instellingen', 'Nu synchroniseren', '%s verwijderen?', 'Controleren op updates'],
  cs: ['Uložit změny', 'Otevřít soubor…', 'Nastavení', 'Synchronizovat nyní', 'Smazat %s?', 'Zkontrolovat aktualizace', 'Čeština je fajn'],
  tr: ['Değişiklikleri kaydet', 'Dosya aç…', 'Ayarlar', 'Şimdi eşitle', '%s silinsin mi?', 'Güncellemeleri denetle'],
  ko: ['변경 사항 저장', '파일 열기…', '설정', '지금 동기화', '%s을(를) 삭제할까요?', '업데이트 확인'],
  sv: ['Spara ändringar', 'Öppna fil…', 'Inställningar', 'Synkronisera nu', 'Ta bort %s?', 'Sök efter uppdateringar', 'Ångra'],
  hu: ['Változtatások mentése', 'Fájl megnyitása…', 'Beállítások', 'Szinkronizálás most', 'Törli ezt: %s?', 'Frissítések keresése'],
  fi: ['Tallenna muutokset', 'Avaa tiedosto…', 'Asetukset', 'Synkronoi nyt', 'Poistetaanko %s?', 'Tarkista päivitykset'],
  ca: ['Desa els canvis', 'Obre un fitxer…', 'Configuració', 'Sincronitza ara', 'Voleu suprimir %s?', 'Cerca actualitzacions'],
  id: ['Simpan perubahan', 'Buka berkas…', 'Pengaturan', 'Sinkronkan sekarang', 'Hapus %s?', 'Periksa pembaruan'],
  da: ['Gem ændringer', 'Åbn fil…', 'Indstillinger', 'Synkroniser nu', 'Slet %s?', 'Søg efter opdateringer'],
  nb: ['Lagre endringer', 'Åpne fil…', 'Innstillinger', 'Synkroniser nå', 'Slette %s?', 'Se etter oppdateringer'],
  el: ['Αποθήκευση αλλαγών', 'Άνοιγμα αρχείου…', 'Ρυθμίσεις', 'Συγχρονισμός τώρα', 'Διαγραφή %s;', 'Έλεγχος για ενημερώσεις'],
};

/** The phrases a translation into `code` draws its texts from: the language's own, else its script's. */
export function targetTextsFor(code: string, script: string): readonly string[] {
  return LANGUAGE_TEXTS[code] ?? LANGUAGE_TEXTS[code.split('_')[0]!] ?? TARGET_TEXTS[script] ?? TARGET_TEXTS['latin']!;
}

/** Texts a hostile or careless user typed; a published report must show them as text. */
export const HOSTILE_TEXTS = [
  '</script><script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{7*7}} ${7*7} &lt;b&gt;',
];
