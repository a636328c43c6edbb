/**
 * The shapes of `sanity schema extract` output (format groq-type-nodes, as written to
 * studio/schema.json), only as far as the dataset checker reads them.
 */
export type TypeNode =
  | { type: 'string'; value?: string }
  | { type: 'number'; value?: number }
  | { type: 'boolean'; value?: boolean }
  | { type: 'null' }
  | { type: 'unknown' }
  | { type: 'inline'; name: string }
  | { type: 'array'; of: TypeNode }
  | { type: 'union'; of: TypeNode[] }
  | ObjectNode;

export interface ObjectAttribute {
  type: 'objectAttribute';
  value: TypeNode;
  /** false: the field is required (Rule.required(), extracted with --enforce-required-fields); absent: a system field. */
  optional?: boolean;
}

export interface ObjectNode {
  type: 'object';
  attributes: Record<string, ObjectAttribute>;
  rest?: TypeNode;
  /** Set on reference objects: the document type `_ref` must name. */
  dereferencesTo?: string;
}

export type SchemaEntry =
  | { type: 'document'; name: string; attributes: Record<string, ObjectAttribute> }
  | { type: 'type'; name: string; value: TypeNode };

export type SchemaJson = SchemaEntry[];
