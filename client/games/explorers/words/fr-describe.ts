import type { Translation } from '../../../words/catalogue.ts';
import type { enDescribe } from './en-describe.ts';

/** Les mots d’Explorers pour la vue texte (client/games/explorers/describe.ts) : la table en mots pour un lecteur d’écran. */
export const frDescribe: Translation<typeof enDescribe> = {
  'explorers.describe.trackTitle': 'Manche et piste',
  'explorers.describe.round': 'Manche {n} : {phase, select, explore {exploration} adventure {aventure} other {partie terminée}}',
  'explorers.describe.threat': 'Cube de menace sur la case {n}',
  'explorers.describe.tiles': 'Tuiles posées ({n} ; le nord est le côté opposé à la place 1)',
  'explorers.describe.tile': '{name} en colonne {col}, rangée {row}, bord du haut tourné vers {facing, select, north {le nord} east {l’est} south {le sud} other {l’ouest}} : {on}',
  'explorers.describe.nothing': 'rien dessus',
  'explorers.describe.monster': '{name}',
  'explorers.describe.hiddenMonster': 'un monstre face cachée',
  'explorers.describe.boss': 'le Boss {name}',
  'explorers.describe.hiddenBoss': 'un Boss face caché',
  'explorers.describe.chest': 'un coffre',
  'explorers.describe.event': 'un événement',
  'explorers.describe.wells': '{n, plural, one {# marqueur de Puits d’énergie} other {# marqueurs de Puits d’énergie}}',
  'explorers.describe.heroes': 'Héros',
  'explorers.describe.hero': '{mine, select, yes {Vous} other {Place {n}}} : {name}, {health} points de vie, {orbs, plural, one {# orbe} other {# orbes}}, sur {where}{down, select, yes {, à terre} other {}} ; butin : {loot}',
  'explorers.describe.noLoot': 'aucun',
  'explorers.describe.loot': '{name}{up, select, yes {} other { (retournée)}}',
  'explorers.describe.piles': 'Piles',
  'explorers.describe.pileCounts': 'Tuiles à piocher : {tiles} ; monstres : {monsters} ; butin : {loot} ; événements : {events}',
};
