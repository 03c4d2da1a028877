export interface Topic {
  id: string;
  name: string;
  category: string | null;
  order: number;
  isLocked: boolean;
  description: string | null;
}

export interface TopicStore {
  list(): Promise<Topic[]>;
  findById(id: string): Promise<Topic | undefined>;
}
