/** Identity of the analyser, recorded in every insights document so stale documents can be recognised. */

/** Name and version of the analyser; bump the version whenever any output for the same reviews can change. */
export const ANALYSER_MODEL = "summit-absa 2.19.0";

/** Version of the aspect taxonomy (ids, labels, meaning); bump it when the taxonomy changes. */
export const INSIGHTS_VERSION = 2;
