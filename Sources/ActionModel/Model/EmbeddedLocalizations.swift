// Generated from Data/apple-localizations.txt by `ACTIONC_UPDATE_GOLDENS=1 swift test`. Do not edit.
// A test fails when this copy and the file drift apart.
// swift-format-ignore-file

enum EmbeddedLocalizations {
    static let list = #"""
# Apple's localizations: the locale identifiers a localization can be named by (BCP 47 as
# Apple spells them: language, then Script in title case, then REGION in capitals), from
# CLDR's locales, the data Apple's platforms ship. Xcode's "Choosing localization regions
# and scripts" describes the identifiers and the menus that offer them.
# Source: the Unicode CLDR data that Babel 2.19.0 ships, written by
# Scripts/make-localizations.py. Variants (en-US-POSIX, ca-ES-VALENCIA) are left out, and so
# is the bare `zh`: Apple localizes Chinese by script (zh-Hans, zh-Hant).
#
# A line is one identifier. `a > b`: when a has no text, Apple's bundle lookup tries b next
# (CLDR's parent locale) rather than a less its last subtag; `a >` alone: nothing but the
# development language. `a = b`: a is another spelling of the localization b.
# actionc embeds this file; a test keeps the copy in step.
aa
aa-DJ
aa-ER
aa-ET
ab
ab-GE
ady
ady-JO
ady-RU
ady-TR
af
af-NA
af-ZA
agq
agq-CM
ak
ak-GH
am
am-ET
an
an-ES
ann
ann-NG
apc
apc-SY
ar
ar-001
ar-AE
ar-BH
ar-DJ
ar-DZ
ar-EG
ar-EH
ar-ER
ar-IL
ar-IQ
ar-JO
ar-KM
ar-KW
ar-LB
ar-LY
ar-MA
ar-MR
ar-OM
ar-PS
ar-QA
ar-SA
ar-SD
ar-SO
ar-SS
ar-SY
ar-TD
ar-TN
ar-YE
arn
arn-CL
ary
ary-MA
as
as-IN
asa
asa-TZ
ast
ast-ES
az
az-Arab >
az-Arab-TR
az-Cyrl >
az-Cyrl-AZ
az-IQ > az-Arab
az-IR > az-Arab
az-Latn
az-Latn-AZ
ba
ba-RU
bal
bal-Arab
bal-Arab-PK
bal-Latn >
bal-Latn-PK
bas
bas-CM
be
be-BY
bem
bem-ZM
bew
bew-ID
bez
bez-TZ
bg
bg-BG
bgc
bgc-IN
bgn
bgn-AE
bgn-AF
bgn-IR
bgn-OM
bgn-PK
bho
bho-IN
blo
blo-BJ
blt
blt-VN
bm
bm-ML
bm-Nkoo >
bm-Nkoo-ML
bn
bn-BD
bn-IN
bo
bo-CN
bo-IN
bqi
bqi-IR
br
br-FR
brh
brh-PK
brx
brx-IN
bs
bs-Cyrl >
bs-Cyrl-BA
bs-Latn
bs-Latn-BA
bss
bss-CM
bua
bua-RU
byn
byn-ER
ca
ca-AD
ca-ES
ca-FR
ca-IT
cad
cad-US
cch
cch-NG
ccp
ccp-BD
ccp-IN
ce
ce-RU
ceb
ceb-PH
cgg
cgg-UG
cho
cho-US
chr
chr-US
cic
cic-US
ckb
ckb-IQ
ckb-IR
co
co-FR
cop
cop-EG
cs
cs-CZ
csw
csw-CA
cu
cu-RU
cv
cv-RU
cy
cy-GB
da
da-DK
da-GL
dav
dav-KE
de
de-AT
de-BE
de-CH
de-DE
de-IT
de-LI
de-LU
dje
dje-NE
doi
doi-IN
dsb
dsb-DE
dua
dua-CM
dv
dv-MV
dyo
dyo-SN
dz
dz-BT
ebu
ebu-KE
ee
ee-GH
ee-TG
el
el-CY
el-GR
en
en-001
en-150 > en-001
en-AE
en-AG > en-001
en-AI > en-001
en-AS
en-AT > en-150
en-AU > en-001
en-BB > en-001
en-BE > en-150
en-BI
en-BM > en-001
en-BS > en-001
en-BW > en-001
en-BZ > en-001
en-CA
en-CC > en-001
en-CH > en-150
en-CK > en-001
en-CM > en-001
en-CX > en-001
en-CY > en-001
en-CZ > en-150
en-DE > en-150
en-DG > en-001
en-DK > en-150
en-DM > en-001
en-Dsrt >
en-Dsrt-US
en-EE > en-150
en-ER > en-001
en-ES > en-150
en-FI > en-150
en-FJ > en-001
en-FK > en-001
en-FM > en-001
en-FR > en-150
en-GB > en-001
en-GD > en-001
en-GE > en-150
en-GG > en-001
en-GH > en-001
en-GI > en-001
en-GM > en-001
en-GS > en-001
en-GU
en-GY > en-001
en-HK > en-001
en-HU > en-150
en-ID > en-001
en-IE > en-001
en-IL > en-001
en-IM > en-001
en-IN > en-001
en-IO > en-001
en-IT > en-150
en-JE > en-001
en-JM > en-001
en-JP
en-KE > en-001
en-KI > en-001
en-KN > en-001
en-KY > en-001
en-LC > en-001
en-LR > en-001
en-LS > en-001
en-LT > en-150
en-LV > en-150
en-MG > en-001
en-MH
en-MO > en-001
en-MP
en-MS > en-001
en-MT > en-001
en-MU > en-001
en-MV > en-001
en-MW > en-001
en-MY > en-001
en-NA > en-001
en-NF > en-001
en-NG > en-001
en-NL > en-150
en-NO > en-150
en-NR > en-001
en-NU > en-001
en-NZ > en-001
en-PG > en-001
en-PH
en-PK > en-001
en-PL > en-150
en-PN > en-001
en-PR
en-PT > en-150
en-PW > en-001
en-RO > en-150
en-RW > en-001
en-SB > en-001
en-SC > en-001
en-SD > en-001
en-SE > en-150
en-SG > en-001
en-SH > en-001
en-Shaw >
en-Shaw-GB
en-SI > en-150
en-SK > en-150
en-SL > en-001
en-SS > en-001
en-SX > en-001
en-SZ > en-001
en-TC > en-001
en-TK > en-001
en-TO > en-001
en-TT > en-001
en-TV > en-001
en-TZ > en-001
en-UA > en-150
en-UG > en-001
en-UM
en-US
en-VC > en-001
en-VG > en-001
en-VI
en-VU > en-001
en-WS > en-001
en-ZA > en-001
en-ZM > en-001
en-ZW > en-001
eo
eo-001
es
es-419
es-AR > es-419
es-BO > es-419
es-BR > es-419
es-BZ > es-419
es-CL > es-419
es-CO > es-419
es-CR > es-419
es-CU > es-419
es-DO > es-419
es-EA
es-EC > es-419
es-ES
es-GQ
es-GT > es-419
es-HN > es-419
es-IC
es-MX > es-419
es-NI > es-419
es-PA > es-419
es-PE > es-419
es-PH
es-PR > es-419
es-PY > es-419
es-SV > es-419
es-US > es-419
es-UY > es-419
es-VE > es-419
et
et-EE
eu
eu-ES
ewo
ewo-CM
fa
fa-AF
fa-IR
ff
ff-Adlm >
ff-Adlm-BF
ff-Adlm-CM
ff-Adlm-GH
ff-Adlm-GM
ff-Adlm-GN
ff-Adlm-GW
ff-Adlm-LR
ff-Adlm-MR
ff-Adlm-NE
ff-Adlm-NG
ff-Adlm-SL
ff-Adlm-SN
ff-Latn
ff-Latn-BF
ff-Latn-CM
ff-Latn-GH
ff-Latn-GM
ff-Latn-GN
ff-Latn-GW
ff-Latn-LR
ff-Latn-MR
ff-Latn-NE
ff-Latn-NG
ff-Latn-SL
ff-Latn-SN
fi
fi-FI
fil
fil-PH
fo
fo-DK
fo-FO
fr
fr-BE
fr-BF
fr-BI
fr-BJ
fr-BL
fr-CA
fr-CD
fr-CF
fr-CG
fr-CH
fr-CI
fr-CM
fr-DJ
fr-DZ
fr-FR
fr-GA
fr-GF
fr-GN
fr-GP
fr-GQ
fr-HT
fr-KM
fr-LU
fr-MA
fr-MC
fr-MF
fr-MG
fr-ML
fr-MQ
fr-MR
fr-MU
fr-NC
fr-NE
fr-PF
fr-PM
fr-RE
fr-RW
fr-SC
fr-SN
fr-SY
fr-TD
fr-TG
fr-TN
fr-VU
fr-WF
fr-YT
frr
frr-DE
fur
fur-IT
fy
fy-NL
ga
ga-GB
ga-IE
gaa
gaa-GH
gd
gd-GB
gez
gez-ER
gez-ET
gl
gl-ES
gn
gn-PY
gsw
gsw-CH
gsw-FR
gsw-LI
gu
gu-IN
guz
guz-KE
gv
gv-IM
ha
ha-Arab >
ha-Arab-NG
ha-GH
ha-NE
ha-NG
ha-SD > ha-Arab
haw
haw-US
he
he-IL
hi
hi-IN
hi-Latn > en-IN
hi-Latn-IN
hnj
hnj-Hmnp
hnj-Hmnp-US
hr
hr-BA
hr-HR
hrx
hrx-BR
hsb
hsb-DE
ht
ht-HT
hu
hu-HU
hy
hy-AM
ia
ia-001
id
id-ID
ie
ie-EE
ig
ig-NG
ii
ii-CN
io
io-001
is
is-IS
isv
isv-Cyrl >
isv-Cyrl-001
isv-Latn
isv-Latn-001
it
it-CH
it-IT
it-SM
it-VA
iu
iu-CA
iu-Latn >
iu-Latn-CA
ja
ja-JP
jbo
jbo-001
jgo
jgo-CM
jmc
jmc-TZ
jv
jv-ID
ka
ka-GE
kaa
kaa-Cyrl
kaa-Cyrl-UZ
kaa-Latn >
kaa-Latn-UZ
kab
kab-DZ
kaj
kaj-NG
kam
kam-KE
kbd
kbd-RU
kbd-TR
kcg
kcg-NG
kde
kde-TZ
kea
kea-CV
kek
kek-GT
ken
ken-CM
kgp
kgp-BR
khq
khq-ML
ki
ki-KE
kk
kk-Arab >
kk-CN > kk-Arab
kk-Cyrl
kk-Cyrl-KZ
kk-KZ
kkj
kkj-CM
kl
kl-GL
kln
kln-KE
km
km-KH
kn
kn-IN
ko
ko-CN
ko-KP
ko-KR
kok
kok-Deva
kok-Deva-IN
kok-Latn >
kok-Latn-IN
kpe
kpe-GN
kpe-LR
ks
ks-Arab
ks-Arab-IN
ks-Deva >
ks-Deva-IN
ksb
ksb-TZ
ksf
ksf-CM
ksh
ksh-DE
ku
ku-Arab >
ku-IQ > ku-Arab
ku-IR > ku-Arab
ku-Latn
ku-Latn-IQ
ku-Latn-SY
ku-Latn-TR
ku-TR
kw
kw-GB
kxv
kxv-Deva >
kxv-Deva-IN
kxv-Latn
kxv-Latn-IN
kxv-Orya >
kxv-Orya-IN
kxv-Telu >
kxv-Telu-IN
ky
ky-KG
la
la-VA
lag
lag-TZ
lb
lb-LU
lg
lg-UG
lij
lij-IT
lkt
lkt-US
lld
lld-IT
lmo
lmo-IT
ln
ln-AO
ln-CD
ln-CF
ln-CG
lo
lo-LA
lrc
lrc-IQ
lrc-IR
lt
lt-LT
ltg
ltg-LV
lu
lu-CD
luo
luo-KE
luy
luy-KE
lv
lv-LV
lzz
lzz-TR
mai
mai-IN
mas
mas-KE
mas-TZ
mdf
mdf-RU
mer
mer-KE
mfe
mfe-MU
mg
mg-MG
mgh
mgh-MZ
mgo
mgo-CM
mhn
mhn-IT
mi
mi-NZ
mic
mic-CA
mk
mk-MK
ml
ml-IN
mn
mn-CN > mn-Mong
mn-MN
mn-Mong >
mn-Mong-MN
mni
mni-Beng
mni-Beng-IN
mni-Mtei >
mni-Mtei-IN
moh
moh-CA
mr
mr-IN
mrh
mrh-IN
mrh-MM
ms
ms-Arab >
ms-Arab-BN
ms-Arab-MY
ms-BN
ms-ID
ms-MY
ms-SG
mt
mt-MT
mua
mua-CM
mus
mus-US
mww
mww-Hmnp
mww-Hmnp-US
my
my-MM
myv
myv-RU
mzn
mzn-IR
naq
naq-NA
nb > no
nb-NO
nb-SJ
nd
nd-ZW
nds
nds-DE
nds-NL
ne
ne-IN
ne-NP
nl
nl-AW
nl-BE
nl-BQ
nl-CW
nl-NL
nl-SR
nl-SX
nmg
nmg-CM
nn > no
nn-NO
nnh
nnh-CM
no
nqo
nqo-GN
nr
nr-ZA
nso
nso-ZA
nus
nus-SS
nv
nv-US
ny
ny-MW
nyn
nyn-UG
oc
oc-ES
oc-FR
oka
oka-CA
oka-US
om
om-ET
om-KE
or
or-IN
os
os-GE
os-RU
osa
osa-US
pa
pa-Arab >
pa-Guru
pa-Guru-IN
pa-PK > pa-Arab
pap
pap-AW
pap-CW
pcm
pcm-NG
pi
pi-Latn
pi-Latn-GB
pis
pis-SB
pl
pl-PL
pms
pms-IT
prg
prg-PL
ps
ps-AF
ps-PK
pt
pt-AO > pt-PT
pt-BR
pt-CH > pt-PT
pt-CV > pt-PT
pt-GQ > pt-PT
pt-GW > pt-PT
pt-LU > pt-PT
pt-MO > pt-PT
pt-MZ > pt-PT
pt-PT
pt-ST > pt-PT
pt-TL > pt-PT
qu
qu-BO
qu-EC
qu-PE
quc
quc-GT
raj
raj-IN
rhg
rhg-Rohg
rhg-Rohg-BD
rhg-Rohg-MM
rif
rif-MA
rm
rm-CH
rn
rn-BI
ro
ro-MD
ro-RO
rof
rof-TZ
ru
ru-BY
ru-KG
ru-KZ
ru-MD
ru-RU
ru-UA
rw
rw-RW
rwk
rwk-TZ
sa
sa-IN
sah
sah-RU
saq
saq-KE
sat
sat-Deva >
sat-Deva-IN
sat-Olck
sat-Olck-IN
sbp
sbp-TZ
sc
sc-IT
scn
scn-IT
sd
sd-Arab
sd-Arab-PK
sd-Deva >
sd-IN > sd-Deva
sdh
sdh-IQ
sdh-IR
se
se-FI
se-NO
se-SE
seh
seh-MZ
ses
ses-ML
sg
sg-CF
sgs
sgs-LT
shi
shi-Latn >
shi-Latn-MA
shi-Tfng
shi-Tfng-MA
shn
shn-MM
shn-TH
si
si-LK
sid
sid-ET
sk
sk-SK
skr
skr-PK
sl
sl-SI
sma
sma-NO
sma-SE
smj
smj-NO
smj-SE
smn
smn-FI
sms
sms-FI
sn
sn-ZW
so
so-DJ
so-ET
so-KE
so-SO
sq
sq-AL
sq-MK
sq-XK
sr
sr-Cyrl
sr-Cyrl-BA
sr-Cyrl-ME
sr-Cyrl-RS
sr-Cyrl-XK
sr-Latn >
sr-Latn-BA
sr-Latn-RS
sr-Latn-XK
sr-ME > sr-Latn
ss
ss-SZ
ss-ZA
ssy
ssy-ER
st
st-LS
st-ZA
su
su-Latn
su-Latn-ID
sus
sus-GN
sus-SL
suz
suz-Deva
suz-Deva-NP
suz-Sunu >
suz-Sunu-NP
sv
sv-AX
sv-FI
sv-SE
sw
sw-CD
sw-KE
sw-TZ
sw-UG
syr
syr-IQ
syr-SY
szl
szl-PL
ta
ta-IN
ta-LK
ta-MY
ta-SG
te
te-IN
teo
teo-KE
teo-UG
tg
tg-TJ
th
th-TH
ti
ti-ER
ti-ET
tig
tig-ER
tk
tk-TM
tn
tn-BW
tn-ZA
to
to-TO
tok
tok-001
tpi
tpi-PG
tr
tr-CY
tr-TR
trv
trv-TW
trw
trw-PK
ts
ts-ZA
tt
tt-RU
twq
twq-NE
tyv
tyv-RU
tzm
tzm-MA
ug
ug-CN
uk
uk-UA
ur
ur-IN
ur-PK
uz
uz-AF > uz-Arab
uz-Arab >
uz-Cyrl >
uz-Cyrl-UZ
uz-Latn
uz-Latn-UZ
vai
vai-Latn >
vai-Latn-LR
vai-Vaii
vai-Vaii-LR
ve
ve-ZA
vec
vec-IT
vi
vi-VN
vmw
vmw-MZ
vo
vo-001
vun
vun-TZ
wa
wa-BE
wae
wae-CH
wal
wal-ET
wbp
wbp-AU
wo
wo-SN
xdq
xdq-RU
xh
xh-ZA
xnr
xnr-IN
xog
xog-UG
yav
yav-CM
yi
yi-UA
yo
yo-BJ
yo-NG
yrl
yrl-BR
yrl-CO
yrl-VE
yue > zh-Hant
yue-CN > yue-Hans
yue-Hans > zh-Hans
yue-Hant
yue-Hant-CN
yue-Hant-HK
yue-Hant-MO
za
za-CN
zgh
zgh-MA
zh-Hans
zh-Hans-CN
zh-Hans-HK
zh-Hans-MO
zh-Hans-MY
zh-Hans-SG
zh-Hant
zh-Hant-MY
zh-HK > zh-Hant
zh-Latn
zh-Latn-CN
zh-MO > zh-HK
zh-TW > zh-Hant
zu
zu-ZA
az-Arab-IQ = az-IQ
az-Arab-IR = az-IR
ha-Arab-SD = ha-SD
kk-Arab-CN = kk-CN
ku-Arab-IQ = ku-IQ
ku-Arab-IR = ku-IR
mn-Mong-CN = mn-CN
pa-Arab-PK = pa-PK
sd-Deva-IN = sd-IN
sr-Latn-ME = sr-ME
uz-Arab-AF = uz-AF
yue-Hans-CN = yue-CN
zh-Hant-HK = zh-HK
zh-Hant-MO = zh-MO
zh-Hant-TW = zh-TW

"""#
}
