import { describe, expect, it } from 'vitest';
import { classifyIntent } from '../classify-intent';

describe('Spanish cues', () => {
  it.each([
    'Resume esta página',
    'Resúmeme el artículo',
    'Hazme un resumen',
    '¿De qué trata este artículo?',
    '¿De qué va esto?',
    '¿Cuáles son las ideas principales?',
    'Dame los puntos clave',
    'Explícame esta página',
    'Resume estas pestañas',
    'En pocas palabras, ¿qué dice este texto?',
  ])('%s → whole page', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'whole-page' });
  });
  it('carries the topic of a request about one thing', () => {
    expect(classifyIntent('Resume lo que dice sobre el precio')).toEqual({ kind: 'whole-page', topic: 'precio' });
  });
  it.each(['Compara estos dos teléfonos', '¿Cuál es la diferencia entre los planes?', '¿Cuál es mejor, el rojo o el azul?'])('%s → comparison', (q) => {
    expect(classifyIntent(q).kind).toBe('comparison');
  });
  it.each(['¿Cómo puedo instalar la aplicación?', 'Pasos para configurar el router', '¿Y cómo borro la caché?', '¿Cómo limpiar el filtro?'])('%s → how-to', (q) => {
    expect(classifyIntent(q).kind).toBe('how-to');
  });
  it.each(['¿En qué año se fundó la empresa?', '¿Quién escribió el libro?', '¿Cómo funciona la garantía?', '¿Cómo es la batería?'])('%s → fact', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'fact' });
  });
});
