/** Ce que font les cartes et les objets de Delve, en français (clés `delve.effect.…`, `delve.list.…`), faits des données des cartes. */
import type { Translation } from '../../../words/catalogue.ts';
import type { delveCardWords } from '../../../../engine/games/delve/card-words.en.ts';

export const frCards: Translation<typeof delveCardWords> = {
  'delve.effect.move': 'Déplacement {n}{jump, select, yes {, saut} other {}}',
  'delve.effect.attack': 'Attaque {n}{range, plural, =0 {} other {, portée #}}{targets, plural, =0 {} other {, # cibles}}{push, plural, =0 {} other {, poussée #}}{pull, plural, =0 {} other {, traction #}}',
  'delve.effect.heal': '{range, plural, =0 {Soin {n}, soi-même} other {Soin {n}, portée #}}',
  'delve.effect.shield': 'Bouclier {n} cette manche',
  'delve.effect.retaliate': 'Riposte {n} cette manche',
  'delve.effect.ward': 'Bouclier {n} contre les {uses} prochaines attaques subies',
  'delve.effect.might': '+{n} à vos {uses} prochaines attaques',
  'delve.effect.loot': 'Butin {n}',
  'delve.effect.recover': 'Récupérer {n, plural, one {# carte perdue} other {# cartes perdues}}',
  'delve.effect.sharpen': '+{n} à votre prochaine attaque de ce tour',
  'delve.effect.half.1': '{a}{lost, select, yes { · perdue} other {}}{bonus, select, round { · bonus de manche} persistent { · persistant} other {}}',
  'delve.effect.half.2': '{a}, {b}{lost, select, yes { · perdue} other {}}{bonus, select, round { · bonus de manche} persistent { · persistant} other {}}',
  'delve.effect.half.3': '{a}, {b}, {c}{lost, select, yes { · perdue} other {}}{bonus, select, round { · bonus de manche} persistent { · persistant} other {}}',
  'delve.effect.monsterCard': 'déplacement {move}, attaque {attack}{range, plural, =0 {} other {, portée +# (à distance)}}{shield, plural, =0 {} other {, bouclier #}}{heal, plural, =0 {} other {, soin #}}{shuffle, select, yes {, mélange} other {}}',
  'delve.list.1': '{a}',
  'delve.list.2': '{a}, {b}',
  'delve.list.3': '{a}, {b}, {c}',
  'delve.list.4': '{a}, {b}, {c}, {d}',
};
