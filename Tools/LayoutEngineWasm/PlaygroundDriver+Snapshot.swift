import LayoutEngine

// MARK: - Data by identity

extension PlaygroundDriver {
    /// Starts building the next snapshot: a copy of ``snapshot`` when `copying`, empty otherwise.
    package func editSnapshot(copying: Bool) {
        pending = copying ? snapshot : CollectionSnapshot()
    }

    /// Adds the section `id` to the snapshot being built; false when it is already there.
    package func appendSection(_ id: Int) -> Bool {
        do {
            try pending.appendSections([id])
            return true
        } catch {
            return false
        }
    }

    /// Adds the item `id` at the end of the last section; false when it is already there or
    /// there is no section.
    package func appendItem(_ id: Int) -> Bool {
        do {
            try pending.appendItems([id])
            return true
        } catch {
            return false
        }
    }

    /// Adds the item `id` before (or, when `after`, after) the item `anchor`; false when `id`
    /// is already there or `anchor` is not.
    package func insertItem(_ id: Int, anchor: Int, after: Bool) -> Bool {
        do {
            if after {
                try pending.insertItems([id], afterItem: anchor)
            } else {
                try pending.insertItems([id], beforeItem: anchor)
            }
            return true
        } catch {
            return false
        }
    }

    /// Removes the item `id`; false when it is not there.
    package func deleteItem(_ id: Int) -> Bool {
        do {
            try pending.deleteItems([id])
            return true
        } catch {
            return false
        }
    }

    /// Moves the item `id` before (or, when `after`, after) the item `anchor`; false when
    /// either is not there or they are the same.
    package func moveItem(_ id: Int, anchor: Int, after: Bool) -> Bool {
        do {
            if after {
                try pending.moveItem(id, afterItem: anchor)
            } else {
                try pending.moveItem(id, beforeItem: anchor)
            }
            return true
        } catch {
            return false
        }
    }

    /// The identifier of the item at (`section`, `item`) in the data the host shows, or nil.
    package func itemIdentifier(section: Int, item: Int) -> Int? {
        snapshot.itemIdentifier(at: ItemPath(item: item, section: section))
    }

    /// Keeps ``snapshot`` the host's data after the host moved an item from `from` to `to`
    /// itself (an interactive movement that ended).
    func followMove(from: ItemPath, to: ItemPath) {
        guard from != to, let id = snapshot.itemIdentifier(at: from),
            let anchor = snapshot.itemIdentifier(at: to)
        else { return }
        let after = to.section == from.section && to.item > from.item
        do {
            if after {
                try snapshot.moveItem(id, afterItem: anchor)
            } else {
                try snapshot.moveItem(id, beforeItem: anchor)
            }
        } catch {
            return
        }
    }
}
