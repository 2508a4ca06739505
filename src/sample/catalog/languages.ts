// The languages the sample instance knows, modelled on Weblate's own language list:
// code, English name, speakers, plural rule, direction and aliases.
import { PLURAL_RULES, type PluralKey, type PluralRule } from './plurals.ts';

/** One language of the catalogue. */
export interface CatalogLanguage {
  code: string;
  name: string;
  population: number;
  plural: PluralRule;
  direction: 'ltr' | 'rtl';
  aliases: string[];
}

// code|name|population|plural|direction|aliases
const BASE = `
en|English|1452000000|one|ltr|en_en,base,source,eng
de|German|134000000|one|ltr|de_de,deu,ger
fr|French|310000000|gt1|ltr|fr_fr,fra,fre
ar|Arabic|274000000|arabic|rtl|ar_ar,ara,arb
he|Hebrew|9300000|hebrew|rtl|iw,he_il,heb
pt_BR|Portuguese (Brazil)|215000000|gt1|ltr|pt_br,pt-br
zh_Hans|Chinese (Simplified Han script)|1100000000|none|ltr|zh_cn,zh_sg,zh_hans_cn,zh_chs
ru|Russian|255000000|slavic|ltr|ru_ru,rus
es|Spanish|559000000|one|ltr|es_es,spa,es_419
fa|Persian|79000000|gt1|rtl|fa_ir,pes,per
ja|Japanese|123000000|none|ltr|ja_jp,jpn,jp
it|Italian|68000000|one|ltr|it_it,ita
pl|Polish|40000000|polish|ltr|pl_pl,pol
uk|Ukrainian|39000000|slavic|ltr|uk_ua,ukr
sl|Slovenian|2500000|slovenian|ltr|sl_si,slv
ga|Irish|1700000|irish|ltr|ga_ie,gle
nl|Dutch|25000000|one|ltr|nl_nl,nld,dut
cs|Czech|13000000|czech|ltr|cs_cz,ces,cze
tr|Turkish|88000000|one|ltr|tr_tr,tur
ko|Korean|82000000|none|ltr|ko_kr,kor
zh_Hant|Chinese (Traditional Han script)|47000000|none|ltr|zh_tw,zh_hant_tw,zh_cht
sv|Swedish|13000000|one|ltr|sv_se,swe
hu|Hungarian|13000000|one|ltr|hu_hu,hun
fi|Finnish|5800000|one|ltr|fi_fi,fin
ca|Catalan|9200000|one|ltr|ca_es,cat
pt|Portuguese|263000000|one|ltr|pt_pt,por
id|Indonesian|199000000|none|ltr|in,id_id,ind
da|Danish|6000000|one|ltr|da_dk,dan
nb_NO|Norwegian Bokmål|4700000|one|ltr|nb,no,nob
el|Greek|13500000|one|ltr|el_gr,ell,gre
ur|Urdu|231000000|one|rtl|ur_pk,urd
ro|Romanian|24000000|romanian|ltr|ro_ro,ron,rum
bg|Bulgarian|8000000|one|ltr|bg_bg,bul
hr|Croatian|6800000|slavic|ltr|hr_hr,hrv
sr|Serbian|12000000|slavic|ltr|sr_rs,srp,sr_cyrl
sk|Slovak|7000000|czech|ltr|sk_sk,slk,slo
lt|Lithuanian|3000000|lithuanian|ltr|lt_lt,lit
lv|Latvian|1800000|latvian|ltr|lv_lv,lav
et|Estonian|1100000|one|ltr|et_ee,est
vi|Vietnamese|86000000|none|ltr|vi_vn,vie
th|Thai|61000000|none|ltr|th_th,tha
hi|Hindi|609000000|one|ltr|hi_in,hin
bn|Bengali|273000000|one|ltr|bn_bd,ben
ta|Tamil|86000000|one|ltr|ta_in,tam
gd|Gaelic|57000|gaelic|ltr|gd_gb,gla
cy|Welsh|880000|welsh|ltr|cy_gb,cym,wel
eu|Basque|750000|one|ltr|eu_es,eus,baq
gl|Galician|2400000|one|ltr|gl_es,glg
eo|Esperanto|2000000|one|ltr|epo
be|Belarusian|5100000|slavic|ltr|be_by,bel
kk|Kazakh|16000000|one|ltr|kk_kz,kaz
ka|Georgian|3900000|one|ltr|ka_ge,kat,geo
hy|Armenian|5300000|one|ltr|hy_am,hye,arm
az|Azerbaijani|24000000|one|ltr|az_az,aze
uz|Uzbek|34000000|one|ltr|uz_uz,uzb
sq|Albanian|7500000|one|ltr|sq_al,sqi,alb
mk|Macedonian|1600000|one|ltr|mk_mk,mkd,mac
bs|Bosnian|2500000|slavic|ltr|bs_ba,bos
is|Icelandic|350000|one|ltr|is_is,isl,ice
nn|Norwegian Nynorsk|700000|one|ltr|nn_no,nno
ms|Malay|290000000|none|ltr|ms_my,msa,may
fil|Filipino|83000000|gt1|ltr|tl,tl_ph,fil_ph
sw|Swahili|87000000|one|ltr|sw_ke,swa
am|Amharic|57000000|gt1|ltr|am_et,amh
af|Afrikaans|17000000|one|ltr|af_za,afr
zu|Zulu|27000000|one|ltr|zu_za,zul
xh|Xhosa|19000000|one|ltr|xh_za,xho
yo|Yoruba|45000000|none|ltr|yo_ng,yor
ig|Igbo|31000000|none|ltr|ig_ng,ibo
ha|Hausa|79000000|one|ltr|ha_ng,hau
so|Somali|22000000|one|ltr|so_so,som
mr|Marathi|99000000|one|ltr|mr_in,mar
te|Telugu|96000000|one|ltr|te_in,tel
kn|Kannada|59000000|one|ltr|kn_in,kan
ml|Malayalam|38000000|one|ltr|ml_in,mal
gu|Gujarati|62000000|one|ltr|gu_in,guj
pa|Punjabi|113000000|one|ltr|pa_in,pan
si|Sinhala|17000000|one|ltr|si_lk,sin
ne|Nepali|32000000|one|ltr|ne_np,nep
km|Khmer|17000000|none|ltr|km_kh,khm
lo|Lao|30000000|none|ltr|lo_la,lao
my|Burmese|43000000|none|ltr|my_mm,mya,bur
mn|Mongolian|5200000|one|ltr|mn_mn,mon
ps|Pashto|60000000|one|rtl|ps_af,pus
ckb|Central Kurdish|6000000|one|rtl|ckb_iq,ku_iq
ug|Uyghur|10000000|one|rtl|ug_cn,uig
yi|Yiddish|1500000|one|rtl|yi_us,yid
sd|Sindhi|32000000|one|rtl|sd_pk,snd
dv|Dhivehi|340000|one|rtl|dv_mv,div
tg|Tajik|8000000|one|ltr|tg_tj,tgk
tk|Turkmen|7000000|one|ltr|tk_tm,tuk
ky|Kyrgyz|5000000|one|ltr|ky_kg,kir
tt|Tatar|5200000|none|ltr|tt_ru,tat
ba|Bashkir|1200000|one|ltr|ba_ru,bak
cv|Chuvash|1000000|one|ltr|cv_ru,chv
sah|Yakut|450000|none|ltr|sah_ru
os|Ossetian|600000|one|ltr|os_ru,oss
ce|Chechen|1700000|one|ltr|ce_ru,che
br|Breton|210000|gt1|ltr|br_fr,bre
oc|Occitan|500000|gt1|ltr|oc_fr,oci
co|Corsican|150000|one|ltr|co_fr,cos
ast|Asturian|350000|one|ltr|ast_es
an|Aragonese|25000|one|ltr|an_es,arg
fur|Friulian|600000|one|ltr|fur_it
sc|Sardinian|1000000|one|ltr|sc_it,srd
scn|Sicilian|4700000|one|ltr|scn_it
vec|Venetian|3900000|one|ltr|vec_it
lij|Ligurian|500000|one|ltr|lij_it
lmo|Lombard|3600000|one|ltr|lmo_it
rm|Romansh|60000|one|ltr|rm_ch,roh
lb|Luxembourgish|600000|one|ltr|lb_lu,ltz
fy|Frisian|470000|one|ltr|fy_nl,fry
nds|Low German|4800000|one|ltr|nds_de
dsb|Lower Sorbian|7000|slovenian|ltr|dsb_de
hsb|Upper Sorbian|13000|slovenian|ltr|hsb_de
csb|Kashubian|50000|polish|ltr|csb_pl
szl|Silesian|500000|polish|ltr|szl_pl
fo|Faroese|72000|one|ltr|fo_fo,fao
kl|Greenlandic|57000|one|ltr|kl_gl,kal
se|Northern Sami|25000|one|ltr|se_no,sme
smn|Inari Sami|400|one|ltr|smn_fi
kw|Cornish|3000|one|ltr|kw_gb,cor
gv|Manx|2000|one|ltr|gv_im,glv
mt|Maltese|520000|one|ltr|mt_mt,mlt
wa|Walloon|600000|gt1|ltr|wa_be,wln
ia|Interlingua|1500|one|ltr|ina
ie|Interlingue|500|one|ltr|ile
io|Ido|500|one|ltr|ido
jv|Javanese|82000000|none|ltr|jv_id,jav
su|Sundanese|40000000|none|ltr|su_id,sun
mi|Maori|190000|gt1|ltr|mi_nz,mri
mg|Malagasy|25000000|gt1|ltr|mg_mg,mlg
ht|Haitian|12000000|one|ltr|ht_ht,hat
haw|Hawaiian|24000|one|ltr|haw_us
sm|Samoan|510000|none|ltr|sm_ws,smo
to|Tongan|190000|none|ltr|to_to,ton
fj|Fijian|350000|one|ltr|fj_fj,fij
ty|Tahitian|68000|one|ltr|ty_pf,tah
qu|Quechua|8000000|one|ltr|qu_pe,que
ay|Aymara|1700000|one|ltr|ay_bo,aym
gn|Guarani|6500000|one|ltr|gn_py,grn
nah|Nahuatl|1700000|one|ltr|nah_mx
yua|Yucatec Maya|770000|one|ltr|yua_mx
chr|Cherokee|2000|one|ltr|chr_us
iu|Inuktitut|40000|one|ltr|iu_ca,iku
cr|Cree|96000|one|ltr|cr_ca,cre
nv|Navajo|170000|one|ltr|nv_us,nav
kab|Kabyle|5600000|one|ltr|kab_dz
zgh|Standard Moroccan Tamazight|2800000|one|ltr|zgh_ma
ti|Tigrinya|9000000|gt1|ltr|ti_er,tir
rw|Kinyarwanda|12000000|one|ltr|rw_rw,kin
lg|Ganda|5600000|one|ltr|lg_ug,lug
ln|Lingala|40000000|gt1|ltr|ln_cd,lin
ny|Nyanja|14000000|one|ltr|ny_mw,nya
sn|Shona|15000000|one|ltr|sn_zw,sna
st|Sotho|13000000|one|ltr|st_ls,sot
tn|Tswana|14000000|one|ltr|tn_bw,tsn
ts|Tsonga|7000000|one|ltr|ts_za,tso
ve|Venda|1300000|one|ltr|ve_za,ven
ee|Ewe|7000000|one|ltr|ee_gh,ewe
ak|Akan|11000000|gt1|ltr|ak_gh,aka
ff|Fula|37000000|one|ltr|ff_sn,ful
bm|Bambara|14000000|none|ltr|bm_ml,bam
wo|Wolof|12000000|none|ltr|wo_sn,wol
as|Assamese|15000000|one|ltr|as_in,asm
or|Odia|38000000|one|ltr|or_in,ori
mai|Maithili|34000000|one|ltr|mai_in
sa|Sanskrit|25000|one|ltr|sa_in,san
bo|Tibetan|1200000|none|ltr|bo_cn,bod,tib
dz|Dzongkha|170000|none|ltr|dz_bt,dzo
kmr|Kurmanji|15000000|one|ltr|kmr_tr,ku
la|Latin|0|one|ltr|la_va,lat
`;

// Region and script variants, as Weblate names them: base code, region code, region name.
const VARIANTS = `
es|AR|Argentina
es|MX|Mexico
es|CO|Colombia
es|CL|Chile
es|PE|Peru
es|VE|Venezuela
es|EC|Ecuador
es|GT|Guatemala
es|CU|Cuba
es|BO|Bolivia
es|DO|Dominican Republic
es|HN|Honduras
es|PY|Paraguay
es|SV|El Salvador
es|NI|Nicaragua
es|CR|Costa Rica
es|PA|Panama
es|UY|Uruguay
es|PR|Puerto Rico
es|US|United States
en|GB|United Kingdom
en|AU|Australia
en|CA|Canada
en|IN|India
en|IE|Ireland
en|NZ|New Zealand
en|ZA|South Africa
fr|CA|Canada
fr|BE|Belgium
fr|CH|Switzerland
fr|LU|Luxembourg
fr|SN|Senegal
fr|CI|Côte d’Ivoire
fr|CM|Cameroon
fr|MA|Morocco
fr|HT|Haiti
de|AT|Austria
de|CH|Switzerland
de|LI|Liechtenstein
de|LU|Luxembourg
de|BE|Belgium
ar|EG|Egypt
ar|SA|Saudi Arabia
ar|MA|Morocco
ar|DZ|Algeria
ar|TN|Tunisia
ar|IQ|Iraq
ar|SY|Syria
ar|JO|Jordan
ar|LB|Lebanon
ar|AE|United Arab Emirates
ar|KW|Kuwait
ar|QA|Qatar
ar|YE|Yemen
ar|LY|Libya
pt|AO|Angola
pt|MZ|Mozambique
nl|BE|Belgium
it|CH|Switzerland
sv|FI|Finland
sw|TZ|Tanzania
ta|LK|Sri Lanka
bn|IN|India
ur|IN|India
ms|SG|Singapore
ru|UA|Ukraine
ca|AD|Andorra
en|SG|Singapore
en|PH|Philippines
en|NG|Nigeria
fr|DZ|Algeria
fr|TN|Tunisia
ar|BH|Bahrain
ar|OM|Oman
ar|SD|Sudan
pt|CV|Cape Verde
es|GQ|Equatorial Guinea
de|IT|Italy
sw|UG|Uganda
`;

/** Parses the catalogue tables into language records; pure and deterministic. */
export function loadCatalogLanguages(): CatalogLanguage[] {
  const base = BASE.trim()
    .split('\n')
    .map((line) => {
      const [code, name, population, plural, direction, aliases] = line.split('|') as [
        string, string, string, PluralKey, 'ltr' | 'rtl', string,
      ];
      return {
        code,
        name,
        population: Number(population),
        plural: PLURAL_RULES[plural],
        direction,
        aliases: aliases ? aliases.split(',') : [],
      };
    });
  const byCode = new Map(base.map((language) => [language.code, language]));
  const variants = VARIANTS.trim()
    .split('\n')
    .map((line) => {
      const [baseCode, region, regionName] = line.split('|') as [string, string, string];
      const parent = byCode.get(baseCode);
      if (!parent) throw new Error(`language catalogue: variant of unknown language ${baseCode}`);
      const code = `${baseCode}_${region}`;
      return {
        code,
        name: `${parent.name} (${regionName})`,
        // A regional variant's speakers are a share of the language's, derived from the code.
        population: Math.round(parent.population / (8 + (code.charCodeAt(3) % 17))),
        plural: parent.plural,
        direction: parent.direction,
        aliases: [code.toLowerCase(), code.replace('_', '-').toLowerCase()],
      };
    });
  return [...base, ...variants];
}
