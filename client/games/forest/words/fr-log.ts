/** The Forest's log lines in French (keys `forest.log.…`, with the content's names they name), worded by the client from each line's data (logTextForest). */
import type { Translation } from '../../../words/catalogue.ts';
import type { enLog } from './en-log.ts';
import { frNames } from './fr-names.ts';

const DIR = '{dir, select, N {nord} E {est} S {sud} W {ouest} other {{dir}}}';
const TOWARD = '{dir, select, N {vers le nord} E {vers l’est} S {vers le sud} W {vers l’ouest} other {{dir}}}';

export const frLog: Translation<typeof enLog> = {
  ...frNames,
  'forest.log.list': '{rest} et {last}',
  'forest.log.dir': DIR,
  'forest.log.round': 'La manche {round} sur {of} commence : chaque voyageur prend une carte routière ; {first} pioche en premier.',
  'forest.log.maps': 'La pioche de cartes routières est vide : les cartes routières utilisées sont mélangées pour former une nouvelle pioche.',
  'forest.log.complete': 'La carte routière {map} de {seat} est complète : plus de pioche pour cette manche.',
  'forest.log.astray': 'Le tableau de {seat} compte {limit} cartes et sa carte routière n’est toujours pas complète : le voyageur s’est égaré.',
  'forest.log.missing': 'Il manque encore à la carte routière de {seat} : {dirs}.',
  'forest.log.fallen': '{seat} a succombé dans la forêt et quitte le voyage (renommée {renown}).',
  'forest.log.completeNow': 'La carte routière de {seat} est complète : plus de pioche pour cette manche.',
  'forest.log.draw': '{seat} pioche {card} par le dessous de la Pioche de la forêt : {drawn} sur {limit} piochées.',
  'forest.log.place': '{seat} place {card} dans son tableau{as, select, N {, son icône joker valant nord} E {, son icône joker valant est} S {, son icône joker valant sud} W {, son icône joker valant ouest} other {}}{n, plural, =0 {} one { ; {rest} part à la défausse sans être retournée} other { ; {rest} partent à la défausse sans être retournées}}.',
  'forest.log.assign': `{name} de {seat} vaut désormais ${DIR} ; il manque encore à la carte routière : {missing}.`,
  'forest.log.assignDone': `{name} de {seat} vaut désormais ${DIR} ; la carte routière est complète.`,
  'forest.log.turnOver': '{seat} retourne {was} : la carte montre {side}{as, select, N {, valant nord} E {, valant est} S {, valant sud} W {, valant ouest} other {}}.',
  'forest.log.side': '{name} ({icon, select, none {sans icône} wild {une icône joker} N {une icône nord} E {une icône est} S {une icône sud} W {une icône ouest} other {{icon}}}, danger {danger}, renommée {renown})',
  'forest.log.arrange': '{seat} déplace {name} dans son tableau.',
  'forest.log.map': 'Carte routière de {seat} : {map}.',
  'forest.log.mapCard': '{name} ({dirs} ; {reward} de renommée)',
  'forest.log.newMap': '{because} : la carte routière de {seat} est remplacée par {next}.',
  'forest.log.newMapWas': '{because} : la carte routière de {seat}, {was}, est mise de côté et remplacée par {next}.',
  'forest.log.noMap': 'rien',
  'forest.log.camp': 'Campement après la manche {round} : les tableaux quittent la forêt retournés ({n, plural, one {# carte} other {# cartes}} sur la défausse){standing, select, yes { ; chaque voyageur encore debout récupère {heal} de santé} other {}}.',
  'forest.log.reshuffle': 'La Pioche de la forêt est vide : la défausse ({n, plural, one {# carte} other {# cartes}}) est mélangée en une nouvelle Pioche de la forêt, sans retourner aucune carte.',
  'forest.log.reason': '{reason, select, fell {le voyageur a succombé dans la forêt} through {le voyageur s’en est sorti avec {renown} de renommée (objectif {target})} short {{renown} de renommée, en deçà des {target} requis} allFell {tous les voyageurs ont succombé dans la forêt} other {{winners} {n, plural, one {l’emporte} other {se partagent la victoire}} avec {renown} de renommée}}',
  'forest.log.end': 'Le voyage est terminé : {reason}.',
  'forest.log.strategy': '{name} : la Stratégie de {seat} {rises, select, yes {monte} other {descend}} à {n} pour le reste de la manche.',
  'forest.log.guard': '{name} : la Garde de {seat} monte à {n} pour le reste de la manche.',
  'forest.log.heal': '{name} : {seat} récupère {n} de santé (santé {health}).',
  'forest.log.renownPer': `{name} : lors de la rencontre, {seat} gagnera 1 de renommée par icône ${TOWARD} imprimée dans le tableau ({n} pour l’instant ; les jokers ne comptent jamais).`,
  'forest.log.turnOverNone': '{name} : {seat} n’a aucune autre carte à retourner.',
  'forest.log.turnOverAsk': '{name} : {seat} retourne une autre carte de son tableau.',
  'forest.log.ambushWound': 'Embuscade ! {name} : {seat} perd {n} de santé (il en reste {health}).',
  'forest.log.ambushWoundPer': `Embuscade ! {name} : {seat} perd 1 de santé par icône ${TOWARD} imprimée dans son tableau, soit {n} (il en reste {health}).`,
  'forest.log.ambushWoundNone': `Embuscade ! {name} : aucune icône ${TOWARD} n’est imprimée dans le tableau de {seat}, donc pas de mal (les jokers ne comptent jamais).`,
  'forest.log.ambushRenown': 'Embuscade ! {name} : {seat} perd {n} de renommée (il en reste {renown}).',
  'forest.log.ambushNoRenown': 'Embuscade ! {name} : {seat} n’a aucune renommée à perdre.',
  'forest.log.ambushSnare': 'Embuscade ! {name} : {seat} doit cesser de piocher et placer tout de suite une des cartes piochées.',
  'forest.log.ambushScatter': 'Embuscade ! {name} : les autres cartes piochées par {seat} sont piétinées et partent à la défausse sans être retournées : {cards}.',
  'forest.log.ambushScatterNone': 'Embuscade ! {name} : {seat} n’avait aucune autre carte piochée à perdre.',
  'forest.log.ambushLost': 'Embuscade ! {name} : {seat} perd la piste.',
  'forest.log.encounter': 'Rencontre de {seat} : danger {danger} contre Garde {guard} : {wounds, plural, =0 {aucune blessure} one {# blessure (santé {health})} other {# blessures (santé {health})}} ; renommée {cardRenown} des cartes{effectRenown, plural, =0 {} other {, # de leurs effets}}, {mapRenown} {outcome, select, complete {pour la carte routière} other {pour s’être égaré}} : {sign} (total {renown}).',
};
