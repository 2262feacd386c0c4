/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Weights are kilograms as numbers. Chargeable weights are rounded UP to the next 0.1 kg; a tiny
// epsilon keeps float noise (0.30000000000000004) from pushing an exact value up a step.

const EPSILON = 1e-9;

/** Rounds a weight up to the next 0.1 kg. @param {number} kg @returns {number} */
function roundUpTenth(kg) {
  return Math.ceil(kg * 10 - EPSILON) / 10;
}

/** Rounds to 3 decimals (grams) for storage. @param {number} kg @returns {number} */
function roundGrams(kg) {
  return Math.round(kg * 1000) / 1000;
}

/**
 * Volumetric weight = L × W × H (cm) / divisor, to the gram.
 * @param {number} lengthCm @param {number} widthCm @param {number} heightCm @param {number} divisor
 * @returns {number}
 */
function volumetricKg(lengthCm, widthCm, heightCm, divisor) {
  if (!(divisor > 0)) return 0;
  return roundGrams((lengthCm * widthCm * heightCm) / divisor);
}

/**
 * Chargeable weight of one parcel = max(actual, volumetric), rounded up to 0.1 kg.
 * @param {number} actualKg @param {number} volumetric @returns {number}
 */
function chargeableKg(actualKg, volumetric) {
  return roundUpTenth(Math.max(actualKg, volumetric));
}

module.exports = { roundUpTenth, roundGrams, volumetricKg, chargeableKg };
